import type { FormEventHandler, ReactNode } from 'react';

/** The frame of every auth form: our own validation messages instead of the browser's, one column. */
export function AuthForm({
  onSubmit,
  testId,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  testId: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid={testId}>
      {children}
    </form>
  );
}
