import { useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { checkAffiliate, register as registerCall } from '../api/auth-api.ts';
import { solveHumanCheck } from '../api/human-check.ts';
import {
  REGISTER_FIELDS,
  registerBody,
  type TRegisterLayout,
  type TRegisterValues,
} from '../api/register-body.ts';
import { useCompleteLogin } from './use-complete-login.ts';
import { useFormSubmit } from './use-form-submit.ts';

/**
 * Registration's submit: an invitation code is checked first (a bad one only warns), then the
 * proof-of-work, then register and log in. A failure refreshes the captcha, whose answer is single use.
 */
export function useRegisterSubmit(
  setError: UseFormSetError<TRegisterValues>,
  layout: TRegisterLayout,
  refreshCaptcha: () => Promise<void>,
) {
  const { t } = useTranslation('auth');
  const completeLogin = useCompleteLogin();
  const submit = useFormSubmit(setError, REGISTER_FIELDS);
  const [warning, setWarning] = useState<string | null>(null);

  async function affiliateOk(code: string): Promise<boolean> {
    try {
      await checkAffiliate(code);
      return true;
    } catch {
      setWarning(t('invitation_code_error'));
      return false;
    }
  }

  function onSubmit(values: TRegisterValues, dialingCode: string) {
    const affiliate = layout.extras.includes('affiliateCode') ? values.affiliateCode.trim() : '';
    return submit.run(
      async () => {
        submit.setPhase('submitting');
        if (affiliate && !(await affiliateOk(affiliate))) return;
        submit.setPhase('verifying');
        const verification = await solveHumanCheck();
        submit.setPhase('submitting');
        const body = registerBody(values, layout, dialingCode, verification);
        await completeLogin(await registerCall(body, layout.byMobile), 'register');
      },
      () => {
        if (layout.captchaShown) void refreshCaptcha();
      },
    );
  }

  return { submit, onSubmit, warning, dismissWarning: () => setWarning(null) };
}
