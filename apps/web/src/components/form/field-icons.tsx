import { LineSvg } from '@tala/ui/line-svg';
import { MailIcon } from '../art/ui-icons.tsx';

/** Icons at the start of a form input (sign-in, registration, an agent creating an account): muted, never shrunk. */
const FIELD_ICON = 'size-4 shrink-0 text-faint';

const DRAWINGS = {
  lock: (
    <>
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" strokeLinecap="round" />
    </>
  ),
  shield: (
    <>
      <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3z" strokeLinejoin="round" />
      <path d="M9 12l2 2 4-4" strokeLinecap="round" strokeLinejoin="round" />
    </>
  ),
} as const;

export function FieldIcon({ name }: { name: keyof typeof DRAWINGS | 'mail' }) {
  // The envelope is the site-wide one; only the field styling differs.
  if (name === 'mail') return <MailIcon className={FIELD_ICON} />;
  return <LineSvg className={FIELD_ICON}>{DRAWINGS[name]}</LineSvg>;
}
