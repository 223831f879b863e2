import { SMS_REQUEST_THROTTLE_MS } from '@tala/contract/constants';
import type { TSmsPurpose } from '@tala/contract/verification/sms';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/server-errors.ts';
import { sendSmsCode } from '../api/auth-api.ts';
import { solveHumanCheck } from '../api/human-check.ts';
import { useCountdown } from './use-countdown.ts';

/**
 * The "send code" button's logic (seed 000 §4, §8): human check, one request per second at most,
 * a countdown of expiredMinutes×60 s (or to the server's expirationTime for recovery), and a warning
 * dialog with the server's message when sending fails.
 */
export function useSmsSender(purpose: TSmsPurpose) {
  const { t } = useTranslation('auth');
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [warning, setWarning] = useState<string | null>(null);
  const lastRequest = useRef(0);
  const send = useCallback(
    async (mobile: string, dialingCode: string): Promise<boolean> => {
      if (Date.now() - lastRequest.current < SMS_REQUEST_THROTTLE_MS) return false;
      lastRequest.current = Date.now();
      setSending(true);
      try {
        const value = await sendSmsCode(purpose, mobile, dialingCode, await solveHumanCheck());
        if (value?.expirationTime) countdown.startUntil(value.expirationTime);
        else countdown.startFor((value?.expiredMinutes ?? 1) * 60);
        return true;
      } catch (error) {
        setWarning(errorText(error, t));
        return false;
      } finally {
        setSending(false);
      }
    },
    [purpose, countdown.startFor, countdown.startUntil, t],
  );
  return {
    send,
    sending,
    secondsLeft: countdown.secondsLeft,
    warning,
    dismissWarning: () => setWarning(null),
  };
}
