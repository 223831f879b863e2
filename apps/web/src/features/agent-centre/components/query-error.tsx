import { useTranslation } from 'react-i18next';
import { FormError, useErrorText } from '../../../components/centre/form-error.tsx';
import { PanelError } from '../../../components/centre/panel.tsx';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * A failed agent-centre read, in the server's translated words. A refusal of what was asked (a range
 * too long, a member outside the team: 4xx) is said in place, since asking again changes nothing; a
 * network or server failure offers a retry.
 */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('agent');
  const text = useErrorText();
  if (error instanceof ApiError && error.status >= 400 && error.status < 500)
    return <FormError error={error} />;
  return <PanelError message={text(error)} onRetry={onRetry} retryLabel={t('retry')} />;
}
