import { LineSvg } from '@tala/ui/line-svg';

/** A form-level error (a failure that belongs to no single field), announced to screen readers. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      data-testid="form-alert"
      className="flex items-start gap-2 rounded-lg border border-danger/40 bg-danger/10 px-3 py-2.5 text-sm text-danger"
    >
      <LineSvg className="mt-0.5 size-4 shrink-0">
        <circle cx="12" cy="12" r="10" />
        <path d="M12 7v6M12 16.5v.5" strokeLinecap="round" />
      </LineSvg>
      <span>{message}</span>
    </div>
  );
}
