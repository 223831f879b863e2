import type { TLoginChallenge, TVerificationMethod } from '@tala/contract/session/device-verification';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/server-errors.ts';
import { sendLoginCode, verifyLogin } from '../api/device-verification-api.ts';
import { useCompleteLogin } from './use-complete-login.ts';
import { useCountdown } from './use-countdown.ts';
import { useFormSubmit } from './use-form-submit.ts';

export type TDeviceValues = { answer: string; trustDevice: boolean };

/**
 * The state of one new-device challenge: the chosen method, the code send (with its resend countdown),
 * the answer, the tries left; a dead challenge (expired, used up) hands back to the password form.
 */
export function useDeviceVerification(
  challenge: TLoginChallenge,
  onRestart: (message: string | null) => void,
) {
  const { t } = useTranslation('auth');
  const [method, setMethod] = useState<TVerificationMethod>(challenge.methods[0]?.method ?? 'email');
  const form = useForm<TDeviceValues>({ defaultValues: { answer: '', trustDevice: true } });
  const submit = useFormSubmit(form.setError, ['answer']);
  const completeLogin = useCompleteLogin();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [attemptsLeft, setAttemptsLeft] = useState<number | null>(null);

  function onFailure(error: unknown): void {
    if (!(error instanceof ApiError)) return;
    const left = (error.value as { attemptsLeft?: number } | null)?.attemptsLeft;
    if (error.code === 'LOGIN_VERIFICATION_FAILED' && typeof left === 'number') setAttemptsLeft(left);
    if (error.code === 'LOGIN_CHALLENGE_INVALID' || left === 0) onRestart(errorText(error, t));
  }

  async function send(): Promise<void> {
    if (method !== 'mobile' && method !== 'email') return;
    setSending(true);
    await submit.run(async () => {
      const sent = await sendLoginCode({ challengeToken: challenge.challengeToken, method });
      countdown.startFor(sent.resendAfterSeconds);
      setSentTo(challenge.methods.find((entry) => entry.method === method)?.target ?? null);
    }, onFailure);
    setSending(false);
  }

  const onSubmit = form.handleSubmit((values) =>
    submit.run(async () => {
      submit.setPhase('submitting');
      const result = await verifyLogin({
        challengeToken: challenge.challengeToken,
        method,
        answer: values.answer.trim(),
        trustDevice: values.trustDevice,
      });
      await completeLogin(result, 'username');
    }, onFailure),
  );

  function choose(next: TVerificationMethod): void {
    setMethod(next);
    setSentTo(null);
    form.reset({ answer: '', trustDevice: form.getValues('trustDevice') });
  }

  return { method, choose, form, submit, countdown, sending, sentTo, attemptsLeft, send, onSubmit };
}
