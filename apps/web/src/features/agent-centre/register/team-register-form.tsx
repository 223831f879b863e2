import type { TTeamRegisterBody, TTeamRegisterResult } from '@tala/contract/agent/team';
import { Button } from '@tala/ui/button';
import { useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/centre/form-error.tsx';
import { PasswordPairFields } from '../../../components/form/password-pair-fields.tsx';
import { UsernameField } from '../../../components/form/username-field.tsx';
import { patternMessage, ruleValidator, type TRules } from '../../../lib/field-rules.ts';
import { applyFieldErrors } from '../../../lib/server-errors.ts';
import { useTeamRegister } from '../api/team-mutations.ts';
import { KindChoice } from './kind-choice.tsx';

const FIELDS = ['username', 'password', 'confirmPassword'] as const;

/**
 * The account's name, password (twice) and kind. Checked here with the registration form's rules and
 * messages; what the server refuses lands under its field (a name taken, a rule broken) or above the button.
 */
export function TeamRegisterForm({
  rules,
  onCreated,
}: {
  rules: TRules;
  onCreated: (created: TTeamRegisterResult) => void;
}) {
  const { t } = useTranslation('agent');
  const register = useTeamRegister();
  const [formError, setFormError] = useState<unknown>(null);
  const form = useForm<TTeamRegisterBody>({
    defaultValues: { username: '', password: '', confirmPassword: '', kind: 'player' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      onCreated(await register.mutateAsync({ ...values, username: values.username.trim() }));
    } catch (error) {
      const placed = applyFieldErrors(
        error,
        FIELDS,
        (name, message) => form.setError(name as (typeof FIELDS)[number], { message }),
        t,
      );
      if (!placed) setFormError(error);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="agent-register-form">
      <KindChoice registration={form.register('kind')} value={form.watch('kind')} />
      <NewUsername form={form} rules={rules} />
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordPairFields
          form={form}
          names={{ password: 'password', confirm: 'confirmPassword' }}
          rule={rules.password}
          testIds={{ password: 'agent-register-password', confirm: 'agent-register-confirm' }}
        />
      </div>
      <FormError error={formError} />
      <Button
        type="submit"
        size="lg"
        busy={register.isPending}
        className="w-full sm:w-auto"
        data-testid="agent-register-submit"
      >
        {t('register.submit')}
      </Button>
    </form>
  );
}

function NewUsername({ form, rules }: { form: UseFormReturn<TTeamRegisterBody>; rules: TRules }) {
  const { t } = useTranslation('auth');
  return (
    <UsernameField
      spellCheck={false}
      required
      autoComplete="off"
      placeholder={t('agent:register.usernamePlaceholder')}
      maxLength={rules.username?.maxLength ?? 32}
      hint={rules.username ? patternMessage(rules.username, t) : undefined}
      error={form.formState.errors.username?.message}
      data-testid="agent-register-username"
      {...form.register('username', { validate: ruleValidator(rules.username, t, true) })}
    />
  );
}
