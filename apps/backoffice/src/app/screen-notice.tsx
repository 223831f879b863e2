import type { ReactNode } from 'react';
import { Icon, type TIconName } from '../components/ui/icons.tsx';

const TONES = { warning: 'bg-warning/15 text-warning', info: 'bg-info/15 text-info' } as const;

/** A screen that cannot be shown, saying why in the middle of the content area (forbidden, not found). */
export function ScreenNotice({
  icon,
  tone,
  title,
  body,
  testId,
  children,
}: {
  icon: TIconName;
  tone: keyof typeof TONES;
  title: string;
  body: string;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <div className="grid min-h-[50dvh] place-items-center px-4" data-testid={testId}>
      <div className="max-w-md text-center">
        <span className={`mx-auto grid size-12 place-items-center rounded-full ${TONES[tone]}`}>
          <Icon name={icon} className="size-6" />
        </span>
        <h1 className="mt-4 text-base font-bold text-fg">{title}</h1>
        <p className="mt-1.5 text-sm text-muted">{body}</p>
        {children}
      </div>
    </div>
  );
}
