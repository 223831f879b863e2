import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';

/** A failed call's message: the server's (already translated) text, or the network message. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation('common');
  return (error: unknown) => {
    if (error instanceof ApiError) return error.message || t('networkError');
    return t('unknownError');
  };
}

export function FormError({ error }: { error: unknown }) {
  const text = useErrorText();
  if (!error) return null;
  return (
    <p
      role="alert"
      className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger"
      data-testid="centre-form-error"
    >
      {text(error)}
    </p>
  );
}

export function FormSuccess({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p
      role="status"
      className="rounded-lg border border-success/40 bg-success/10 px-3 py-2 text-sm text-success"
      data-testid="centre-form-success"
    >
      {text}
    </p>
  );
}
