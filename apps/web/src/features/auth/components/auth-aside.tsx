import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../../lib/system-status.ts';

/**
 * The banner beside the login/register form on wide screens (banner groups w_login, w_register):
 * a branded gradient panel drawn with tokens only, so it fits both themes without image downloads.
 */
export function AuthAside({ variant }: { variant: 'login' | 'register' }) {
  const { t } = useTranslation('auth');
  const brand = useSystemStatus().data?.merchant.name ?? 'Tala';
  const points =
    variant === 'login'
      ? ['aside_point_secure', 'aside_point_fast', 'aside_point_support']
      : ['aside_point_bonus', 'aside_point_games', 'aside_point_secure'];
  return (
    <div
      data-testid={`aside-${variant}`}
      className="relative flex h-full min-h-[520px] flex-col justify-between overflow-hidden bg-[radial-gradient(90%_60%_at_100%_100%,var(--accent)_0%,transparent_70%),linear-gradient(150deg,var(--brand-strong)_0%,var(--brand)_45%,color-mix(in_srgb,var(--brand)_30%,black)_100%)] p-8 text-white"
    >
      <div className="pointer-events-none absolute inset-0 bg-[linear-gradient(180deg,transparent_35%,rgb(10_6_30/0.55)_100%)]" />
      <Decoration />
      <div className="relative">
        <div className="inline-flex items-center gap-2 rounded-full bg-black/25 px-3 py-1 text-xs font-semibold tracking-wider uppercase backdrop-blur">
          <span className="size-1.5 rounded-full bg-accent" />
          {brand}
        </div>
      </div>
      <div className="relative">
        <p className="text-3xl leading-tight font-extrabold drop-shadow-sm">
          {t(variant === 'login' ? 'aside_login_title' : 'aside_register_title')}
        </p>
        <p className="mt-2 text-sm text-white/80">
          {t(variant === 'login' ? 'aside_login_text' : 'aside_register_text')}
        </p>
        <ul className="mt-6 flex flex-col gap-2.5 text-sm">
          {points.map((key) => (
            <li key={key} className="flex items-center gap-2.5">
              <span className="grid size-5 place-items-center rounded-full bg-white/20">
                <svg
                  viewBox="0 0 24 24"
                  className="size-3"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="3"
                  aria-hidden="true"
                >
                  <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </span>
              {t(key)}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** Chips and a card outline: a gaming motif without bitmap art. */
function Decoration() {
  return (
    <svg
      viewBox="0 0 300 300"
      className="pointer-events-none absolute -top-6 -right-10 size-72 opacity-30"
      fill="none"
      aria-hidden="true"
    >
      <circle cx="190" cy="110" r="70" stroke="white" strokeWidth="14" strokeDasharray="22 14" />
      <circle cx="190" cy="110" r="46" stroke="white" strokeWidth="3" />
      <rect
        x="60"
        y="150"
        width="90"
        height="126"
        rx="12"
        transform="rotate(-14 105 213)"
        stroke="white"
        strokeWidth="4"
      />
      <path d="M100 200l12 16-12 16-12-16z" fill="white" transform="rotate(-14 100 216)" />
    </svg>
  );
}
