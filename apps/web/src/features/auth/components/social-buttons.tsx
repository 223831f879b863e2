import type { TSocialProvider } from '@tala/contract/session/social';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchSocialProviders, socialStartUrl } from '../api/social-api.ts';

/** Brand marks drawn inline (no third-party script or image): Google's "G" and Facebook's "f". */
function ProviderMark({ provider }: { provider: TSocialProvider }) {
  if (provider === 'facebook') {
    return (
      <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
        <circle cx="12" cy="12" r="11" fill="#1877F2" />
        <path
          fill="#fff"
          d="M13.2 19.5v-6.1h2.1l.3-2.4h-2.4V9.5c0-.7.2-1.2 1.2-1.2h1.3V6.2a17 17 0 0 0-1.9-.1c-1.9 0-3.1 1.1-3.1 3.2V11H8.6v2.4h2.1v6.1z"
        />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M22.6 12.3c0-.8-.1-1.6-.2-2.3H12v4.3h6a5.1 5.1 0 0 1-2.2 3.4v2.8h3.6c2.1-2 3.2-4.8 3.2-8.2z"
      />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.4-2.7l-3.6-2.8c-1 .7-2.3 1.1-3.8 1.1-2.9 0-5.4-2-6.3-4.6H2v2.9A11 11 0 0 0 12 23z"
      />
      <path fill="#FBBC05" d="M5.7 14a6.6 6.6 0 0 1 0-4.2V7H2a11 11 0 0 0 0 9.9z" />
      <path
        fill="#EA4335"
        d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2 7l3.7 2.9C6.6 7.3 9.1 5.4 12 5.4z"
      />
    </svg>
  );
}

/**
 * "Or continue with Google / Facebook" (seed 000 §6): only when the merchant switched social sign-in on
 * and configured the provider. Each button is a plain link: the browser goes to the provider and back.
 */
export function SocialButtons() {
  const { t } = useTranslation('auth');
  const providers = useQuery({
    queryKey: ['social-providers'],
    queryFn: fetchSocialProviders,
    staleTime: 60_000,
  });
  const list = providers.data?.providers ?? [];
  if (list.length === 0) return null;
  return (
    <div className="mt-5" data-testid="social-buttons">
      <div className="mb-3 flex items-center gap-3 text-xs text-muted">
        <span className="h-px flex-1 bg-line" />
        {t('social.or')}
        <span className="h-px flex-1 bg-line" />
      </div>
      <div className={`grid gap-2 ${list.length > 1 ? 'sm:grid-cols-2' : ''}`}>
        {list.map((provider) => (
          <a
            key={provider}
            href={socialStartUrl(provider)}
            data-testid={`social-${provider}`}
            className="flex h-11 items-center justify-center gap-2.5 rounded-lg border border-line bg-surface-2 text-sm font-semibold text-fg transition-colors hover:border-accent/60 hover:bg-surface-3"
          >
            <ProviderMark provider={provider} />
            {t('social.continueWith', { provider: t(`social.providers.${provider}`) })}
          </a>
        ))}
      </div>
    </div>
  );
}
