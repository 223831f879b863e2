import { CAPTCHA_REFRESH_INTERVAL_MS } from '@tala/contract/constants';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { fetchCaptcha } from '../api/auth-api.ts';

/**
 * The captcha image, revealed when a failed login says so (value.captcha). Refreshing is limited to
 * once a second (seed 000 §5) so a double click cannot spin the server.
 */
export function useCaptcha() {
  const [visible, setVisible] = useState(false);
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const lastRefresh = useRef(0);
  const refresh = useCallback(async () => {
    if (Date.now() - lastRefresh.current < CAPTCHA_REFRESH_INTERVAL_MS) return;
    lastRefresh.current = Date.now();
    try {
      setImage(await fetchCaptcha());
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);
  const reveal = useCallback(() => {
    setVisible(true);
    void refresh();
  }, [refresh]);
  // A captcha answer is single use: any failure while it is shown needs a fresh image.
  const afterLoginFailure = useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError) || !(wantsCaptcha(error.value) || visible)) return;
      if (visible) void refresh();
      else reveal();
    },
    [visible, refresh, reveal],
  );
  return { visible, image, failed, reveal, refresh, afterLoginFailure };
}

/** The server puts {captcha: true} in the value of a failed login when the next try needs one. */
export function wantsCaptcha(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { captcha?: unknown }).captcha === true;
}
