import { LineSvg } from '@tala/ui/line-svg';

/** Drawings for the header account area; each needs its own stroke caps and joins. */
const DRAWINGS = {
  wallet: (
    <>
      <path d="M3 7a2 2 0 0 1 2-2h12v4" strokeLinejoin="round" />
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M16 13.5h2" strokeLinecap="round" />
    </>
  ),
  refresh: (
    <path
      d="M20 11a8 8 0 0 0-14.6-4.5M4 4v3h3M4 13a8 8 0 0 0 14.6 4.5M20 20v-3h-3"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  ),
  shield: <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3z" strokeLinejoin="round" />,
  users: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path
        d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14.5a6.5 6.5 0 0 1 3.5 5.5"
        strokeLinecap="round"
      />
    </>
  ),
  logout: (
    <path
      d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  ),
  key: (
    <>
      <circle cx="8" cy="15" r="4" />
      <path d="M11 12l9-9M17 6l3 3M14 9l2 2" strokeLinecap="round" />
    </>
  ),
  login: (
    <path
      d="M9 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h3M14 17l5-5-5-5M19 12H8"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  ),
  plus: <path d="M12 5v14M5 12h14" strokeLinecap="round" />,
} as const;

export type TAccountIconName = keyof typeof DRAWINGS;

/** A small stroke icon for the header account area (currentColor, decorative). */
export function AccountIcon({ name, className = 'size-4' }: { name: TAccountIconName; className?: string }) {
  return <LineSvg className={className}>{DRAWINGS[name]}</LineSvg>;
}
