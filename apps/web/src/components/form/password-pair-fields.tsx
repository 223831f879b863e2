import type { TRegisterFieldRule } from '@tala/contract/system/register-settings';
import type { FieldPathByValue, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { patternMessage, ruleValidator } from '../../lib/field-rules.ts';
import { confirmValidator } from '../../lib/field-validators.ts';
import { PasswordField } from './password-field.tsx';

type TStringField<T extends FieldValues> = FieldPathByValue<T, string>;

// The forms hold more fields than these; the components below only ever touch the names they are given.
function loosen<T extends FieldValues>(form: UseFormReturn<T>) {
  return form as unknown as UseFormReturn<Record<string, string>>;
}

/**
 * A password being chosen (sign-up, reset, change): the merchant's password rule drives its length,
 * hint and check. `isNew` labels it "new password" rather than "password".
 */
export function ChosenPasswordField<T extends FieldValues>({
  form,
  name,
  rule,
  isNew = false,
  testId,
}: {
  form: UseFormReturn<T>;
  name: TStringField<T>;
  rule: TRegisterFieldRule | undefined;
  isNew?: boolean;
  testId: string;
}) {
  const { t } = useTranslation('auth');
  const { register, formState } = loosen(form);
  return (
    <PasswordField
      label={isNew ? t('new_password') : t('password')}
      placeholder={isNew ? t('new_password_placeholder') : t('password_placeholder')}
      autoComplete="new-password"
      required
      maxLength={rule?.maxLength ?? 64}
      hint={rule ? patternMessage(rule, t) : undefined}
      error={formState.errors[name]?.message}
      data-testid={testId}
      {...register(name, { validate: ruleValidator(rule, t, true) })}
    />
  );
}

/** A chosen password and its confirmation, which must match it. */
export function PasswordPairFields<T extends FieldValues>({
  form,
  names,
  rule,
  isNew,
  testIds,
}: {
  form: UseFormReturn<T>;
  names: { password: TStringField<T>; confirm: TStringField<T> };
  rule: TRegisterFieldRule | undefined;
  isNew?: boolean;
  testIds: { password: string; confirm: string };
}) {
  const { t } = useTranslation('auth');
  const { register, formState } = loosen(form);
  return (
    <>
      <ChosenPasswordField
        form={form}
        name={names.password}
        rule={rule}
        isNew={isNew}
        testId={testIds.password}
      />
      <PasswordField
        label={t('confirm_password')}
        placeholder={t('confirm_password_placeholder')}
        autoComplete="new-password"
        required
        maxLength={rule?.maxLength ?? 64}
        error={formState.errors[names.confirm]?.message}
        data-testid={testIds.confirm}
        {...register(names.confirm, { validate: confirmValidator(t, (all) => all[names.password]) })}
      />
    </>
  );
}
