import { LineSvg } from '@tala/ui/line-svg';

/** Line icons (24×24, currentColor) drawn here because the site may load nothing from the network. */
const PATHS = {
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6L6 18',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4.2-4.2',
  'chevron-down': 'M6 9l6 6 6-6',
  'chevron-left': 'M15 6l-6 6 6 6',
  'chevron-right': 'M9 6l6 6-6 6',
  'arrow-right': 'M5 12h14M13 6l6 6-6 6',
  sun: 'M12 4V2M12 22v-2M4 12H2M22 12h-2M5.6 5.6 4.2 4.2M19.8 19.8l-1.4-1.4M5.6 18.4l-1.4 1.4M19.8 4.2l-1.4 1.4M12 16.5a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9z',
  moon: 'M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5z',
  globe:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3.5 9h17M3.5 15h17M12 3c2.5 2.6 3.6 5.6 3.6 9s-1.1 6.4-3.6 9c-2.5-2.6-3.6-5.6-3.6-9S9.5 5.6 12 3z',
  flame:
    'M12 21c-3.9 0-7-2.7-7-6.6 0-3.2 2.3-5.2 3.6-7.4.4 1.6 1.3 2.7 2.4 3.2C11 6.6 12.6 4 15 2.5c-.3 3 1 5 2.4 6.7 1 1.3 1.6 2.8 1.6 4.6 0 4.2-3 7.2-7 7.2z',
  gift: 'M4 11h16v10H4zM3 7h18v4H3zM12 7v14M12 7c-1.5-3.5-6-4-6-1.5S10 7 12 7zM12 7c1.5-3.5 6-4 6-1.5S14 7 12 7z',
  chat: 'M4 5h16v11H9l-5 4z M8 10h.01M12 10h.01M16 10h.01',
  headset:
    'M4 15v-3a8 8 0 0 1 16 0v3M4 15h3v5H5a1 1 0 0 1-1-1zM20 15h-3v5h2a1 1 0 0 0 1-1zM17 20c0 1-2 2-5 2',
  telegram: 'M21 4 3 11l6 2 2 6 3-4 5 4zM9 13l8-6-6 8',
  apple:
    'M16 13.5c0-2.3 1.9-3.3 2-3.4-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9-.7 0-1.9-.9-3.1-.8C6.4 8.4 5 9.3 4.2 10.7c-1.7 2.9-.4 7.2 1.2 9.6.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.1.8 1.3 0 2.1-1.2 2.9-2.4.9-1.3 1.3-2.6 1.3-2.7 0 0-2.8-1-2.8-4.1zM13.8 6.3c.6-.8 1.1-1.9 1-3-.9 0-2.1.6-2.7 1.4-.6.7-1.1 1.8-1 2.9 1 .1 2.1-.5 2.7-1.3z',
  android:
    'M6 10v6M18 10v6M8 9h8v9a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1zM8 9a4 4 0 0 1 8 0M10 19v2.5M14 19v2.5M9.5 4.5 8.5 3M14.5 4.5l1-1.5M10.5 6.5h.01M13.5 6.5h.01',
  download: 'M12 3v12M7 10l5 5 5-5M4 19h16',
  home: 'M3 11 12 4l9 7M5 10v10h5v-6h4v6h5V10',
  bell: 'M18 16V11a6 6 0 0 0-12 0v5l-2 2h16zM10 21h4',
  megaphone: 'M3 10v4h3l7 4V6L6 10zM16 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11',
  shield: 'M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6zM8.5 12l2.5 2.5 4.5-5',
  'user-plus': 'M10 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a8 8 0 0 1 13-6.2M19 14v6M16 17h6',
  play: 'M7 4v16l13-8z',
  trophy: 'M7 4h10v5a5 5 0 0 1-10 0zM7 6H4v1a3 3 0 0 0 3 3M17 6h3v1a3 3 0 0 1-3 3M12 14v4M8 21h8M9 18h6',
  crown: 'M3 8l4.5 4L12 5l4.5 7L21 8l-2 10H5zM5 21h14',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9z',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  lock: 'M6 11h12v10H6zM8 11V8a4 4 0 0 1 8 0v3',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v5M12 8h.01',
  wrench:
    'M14.5 6.5a4 4 0 0 0 5 5L21 13l-8 8a2.8 2.8 0 0 1-4-4l8-8zM14.5 6.5 13 3a4 4 0 0 0-5 5l-5 5 3 3 5-5',
  pin: 'M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  sparkles:
    'M12 3l1.8 4.9L19 9.5l-5.2 1.8L12 16l-1.8-4.7L5 9.5l5.2-1.6zM19 15l.8 2 2 .8-2 .8-.8 2-.8-2-2-.8 2-.8zM5 15l.6 1.5L7 17l-1.4.6L5 19l-.6-1.4L3 17l1.4-.5z',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  monitor: 'M3 5h18v11H3zM8 20h8M12 16v4',
  smartphone: 'M7 3h10v18H7zM11 18h2',
  key: 'M14.5 9.5a4.5 4.5 0 1 1-9 0 4.5 4.5 0 0 1 9 0zM13.5 12.5 21 20M17.5 16.5l2-2M19.5 18.5l1.5-1.5',
  coins:
    'M9 10c3.3 0 6-1.1 6-2.5S12.3 5 9 5 3 6.1 3 7.5 5.7 10 9 10zM3 7.5v4C3 12.9 5.7 14 9 14s6-1.1 6-2.5v-4M3 11.5v4C3 16.9 5.7 18 9 18c1 0 2-.1 2.8-.3M15 12c3.3 0 6 1.1 6 2.5S18.3 17 15 17s-6-1.1-6-2.5M9 14.5v4c0 1.4 2.7 2.5 6 2.5s6-1.1 6-2.5v-4',
  users:
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M16 3.5a4 4 0 0 1 0 7.5M18 14.5a7 7 0 0 1 4 6.5',
  chart: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  wallet: 'M3 7h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM3 7l12-4 2 4M16 13.5h.01',
  refresh: 'M20 11a8 8 0 0 0-14.5-4.5L4 8M4 4v4h4M4 13a8 8 0 0 0 14.5 4.5L20 16M20 20v-4h-4',
  qr: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 14h2v2h-2zM14 18h2v2h-2zM18 18h2v2h-2zM16 16h2v2h-2z',
  ticket: 'M3 8a2 2 0 0 0 0 4v0a2 2 0 0 1 0 4v2h18v-2a2 2 0 0 1 0-4 2 2 0 0 1 0-4V6H3zM14 6v12',
} as const;

export type TIconName = keyof typeof PATHS;

export function Icon({ name, className = 'size-5' }: { name: TIconName; className?: string }) {
  return (
    <LineSvg
      className={`shrink-0 ${className}`}
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </LineSvg>
  );
}

export function MailIcon({ className = 'size-4' }: { className?: string }) {
  return (
    <LineSvg className={className}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" strokeLinejoin="round" />
    </LineSvg>
  );
}

export function GamepadIcon({ className = 'size-4' }: { className?: string }) {
  return (
    <LineSvg className={className}>
      <rect x="2" y="6" width="20" height="12" rx="4" />
      <path d="M7 10v4M5 12h4M15.5 11h.01M18 13h.01" strokeLinecap="round" />
    </LineSvg>
  );
}

/** An eye, struck through when `off` (e.g. a hidden password or masked balance). */
export function EyeIcon({ className = 'size-4', off = false }: { className?: string; off?: boolean }) {
  return (
    <LineSvg className={className}>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {off ? <path d="M4 4l16 16" strokeLinecap="round" /> : null}
    </LineSvg>
  );
}
