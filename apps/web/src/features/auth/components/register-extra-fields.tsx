import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ruleValidator, type TRules } from '../../../lib/field-rules.ts';
import type { TRegisterValues } from '../api/register-body.ts';
import { FIELD_INPUT, type TExtraField } from '../api/register-rules.ts';

/** The optional, rule-driven fields this merchant shows (payee name, e-mail, messaging ids, …). */
export function RegisterExtraFields({
  names,
  rules,
  form,
}: {
  names: readonly TExtraField[];
  rules: TRules;
  form: UseFormReturn<TRegisterValues>;
}) {
  if (names.length === 0) return null;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {names.map((name) => (
        <ExtraField key={name} name={name} rules={rules} form={form} />
      ))}
    </div>
  );
}

function ExtraField({
  name,
  rules,
  form,
}: {
  name: TExtraField;
  rules: TRules;
  form: UseFormReturn<TRegisterValues>;
}) {
  const { t } = useTranslation('auth');
  const rule = rules[name];
  const input = FIELD_INPUT[name];
  const wide = name === 'affiliateCode';
  return (
    <TextField
      className={wide ? 'sm:col-span-2' : ''}
      label={t(`field_${name}`)}
      placeholder={t(`field_${name}_placeholder`)}
      required={rule?.required}
      maxLength={rule?.maxLength}
      autoComplete={input.autoComplete}
      inputMode={input.inputMode}
      type={input.type ?? 'text'}
      error={form.formState.errors[name]?.message}
      data-testid={`register-${name}`}
      {...form.register(name, { validate: ruleValidator(rule, t) })}
    />
  );
}
