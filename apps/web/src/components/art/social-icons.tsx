/** Social network glyphs (filled, currentColor). */
const SOCIAL_PATHS = {
  facebook: 'M14 8h3V4.5h-3c-2.5 0-4 1.7-4 4.2V11H7.5v3.5H10V21h3.5v-6.5H16l.5-3.5h-3V9c0-.6.4-1 1-1z',
  x: 'M4 4h4.5l4 5.6L17.3 4H20l-6.3 7.3L20.5 20H16l-4.4-6-5.1 6H3.8l6.6-7.7z',
  instagram:
    'M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3zm4 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM17 6a1 1 0 1 1 0 2 1 1 0 0 1 0-2z',
  youtube:
    'M21.6 7.2c-.2-1-1-1.8-2-2C17.9 4.8 12 4.8 12 4.8s-5.9 0-7.6.4c-1 .2-1.8 1-2 2C2 9 2 12 2 12s0 3 .4 4.8c.2 1 1 1.8 2 2 1.7.4 7.6.4 7.6.4s5.9 0 7.6-.4c1-.2 1.8-1 2-2 .4-1.8.4-4.8.4-4.8s0-3-.4-4.8zM10 15.2V8.8l5.2 3.2z',
  telegram:
    'M20.7 4.3 2.9 11.2c-1.2.5-1.2 1.2-.2 1.5l4.6 1.4 1.8 5.4c.2.6.4.8.9.8.4 0 .6-.2.9-.5l2.2-2.1 4.6 3.4c.8.5 1.4.2 1.6-.8l3-14.1c.3-1.2-.5-1.8-1.6-1.1zM8.6 13.8l9.6-6.1-7.6 7.2-.3 3.3z',
} as const;

export type TSocialName = keyof typeof SOCIAL_PATHS;
export const SOCIAL_NAMES = Object.keys(SOCIAL_PATHS) as TSocialName[];

export function SocialIcon({ name, className = 'size-5' }: { name: TSocialName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="currentColor" aria-hidden="true">
      <path d={SOCIAL_PATHS[name]} fillRule="evenodd" />
    </svg>
  );
}
