/** Small stroke icons for the header account area (currentColor, decorative). */
type TIconProps = { className?: string };
const BASE = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  'aria-hidden': true,
} as const;

export function WalletIcon({ className = 'size-4' }: TIconProps) {
  return (
    <svg {...BASE} aria-hidden="true" className={className}>
      <path d="M3 7a2 2 0 0 1 2-2h12v4" strokeLinejoin="round" />
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M16 13.5h2" strokeLinecap="round" />
    </svg>
  );
}
export function RefreshIcon({ className = 'size-4' }: TIconProps) {
  return (
    <svg {...BASE} aria-hidden="true" className={className}>
      <path
        d="M20 11a8 8 0 0 0-14.6-4.5M4 4v3h3M4 13a8 8 0 0 0 14.6 4.5M20 20v-3h-3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
export function EyeIcon({ className = 'size-4', off = false }: TIconProps & { off?: boolean }) {
  return (
    <svg {...BASE} aria-hidden="true" className={className}>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {off ? <path d="M4 4l16 16" strokeLinecap="round" /> : null}
    </svg>
  );
}
export function ShieldIcon({ className = 'size-4' }: TIconProps) {
  return (
    <svg {...BASE} aria-hidden="true" className={className}>
      <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3z" strokeLinejoin="round" />
    </svg>
  );
}
export function MailIcon({ className = 'size-4' }: TIconProps) {
  return (
    <svg {...BASE} aria-hidden="true" className={className}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" strokeLinejoin="round" />
    </svg>
  );
}
export function UsersIcon({ className = 'size-4' }: TIconProps) {
  return (
    <svg {...BASE} aria-hidden="true" className={className}>
      <circle cx="9" cy="8" r="3.5" />
      <path
        d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14.5a6.5 6.5 0 0 1 3.5 5.5"
        strokeLinecap="round"
      />
    </svg>
  );
}
export function LogoutIcon({ className = 'size-4' }: TIconProps) {
  return (
    <svg {...BASE} aria-hidden="true" className={className}>
      <path
        d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
export function KeyIcon({ className = 'size-4' }: TIconProps) {
  return (
    <svg {...BASE} aria-hidden="true" className={className}>
      <circle cx="8" cy="15" r="4" />
      <path d="M11 12l9-9M17 6l3 3M14 9l2 2" strokeLinecap="round" />
    </svg>
  );
}
export function GamepadIcon({ className = 'size-4' }: TIconProps) {
  return (
    <svg {...BASE} aria-hidden="true" className={className}>
      <rect x="2" y="6" width="20" height="12" rx="4" />
      <path d="M7 10v4M5 12h4M15.5 11h.01M18 13h.01" strokeLinecap="round" />
    </svg>
  );
}
export function LoginIcon({ className = 'size-4' }: TIconProps) {
  return (
    <svg {...BASE} aria-hidden="true" className={className}>
      <path
        d="M9 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h3M14 17l5-5-5-5M19 12H8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
export function PlusIcon({ className = 'size-4' }: TIconProps) {
  return (
    <svg {...BASE} aria-hidden="true" className={className}>
      <path d="M12 5v14M5 12h14" strokeLinecap="round" />
    </svg>
  );
}
