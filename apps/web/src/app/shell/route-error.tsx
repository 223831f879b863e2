import { Button } from '@tala/ui/button';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Icon } from '../../components/art/ui-icons.tsx';
import { SectionLoadError } from '../../lib/lazy-section.ts';

/**
 * What a route error boundary shows. A section that failed to load shows the kind of failure and the
 * address (seed 000 §1) with a retry; anything else is a translated generic error. `standalone` when it
 * replaces the whole shell (it is then the page's main landmark; inside the shell it sits in the
 * shell's main).
 */
export function RouteError({ error, standalone = false }: { error: unknown; standalone?: boolean }) {
  const { t } = useTranslation('shell');
  const section = error instanceof SectionLoadError ? error : null;
  const Frame = standalone ? 'main' : 'div';
  return (
    <Frame className="grid min-h-[60dvh] place-items-center px-4 py-12">
      <div
        role="alert"
        className="w-full max-w-md rounded-2xl border border-line bg-surface p-8 text-center shadow-[var(--shadow)]"
        data-testid="route-error"
      >
        <span className="mx-auto grid size-16 place-items-center rounded-full bg-danger/15 text-danger">
          <Icon name={section ? 'refresh' : 'info'} className="size-8" />
        </span>
        <h1 className="mt-5 text-xl font-bold text-fg">
          {section ? t(`errors.section.${section.kind}`) : t('errors.generic')}
        </h1>
        <p className="mt-2 text-sm text-muted">
          {section ? t('errors.sectionBody') : t('errors.genericBody')}
        </p>
        {section ? (
          <p
            className="mt-4 rounded-lg bg-surface-2 px-3 py-2 font-mono text-xs break-all text-faint"
            data-testid="route-error-address"
          >
            {section.address}
          </p>
        ) : null}
        <div className="mt-6 flex justify-center gap-3">
          <Button onClick={() => window.location.reload()} defaultAction>
            {t('errors.retry')}
          </Button>
          <Link
            to="/index"
            reloadDocument
            className="inline-flex h-10 items-center rounded-lg border border-line px-4 text-sm font-semibold text-fg hover:bg-surface-2"
          >
            {t('errors.home')}
          </Link>
        </div>
      </div>
    </Frame>
  );
}

type TBoundaryProps = { children: ReactNode; resetKey: string; standalone: boolean };
type TBoundaryState = { error: unknown; resetKey: string; hasError: boolean };

class ErrorBoundary extends Component<TBoundaryProps, TBoundaryState> {
  override state: TBoundaryState = { error: null, resetKey: this.props.resetKey, hasError: false };

  static getDerivedStateFromError(error: unknown): Partial<TBoundaryState> {
    return { error, hasError: true };
  }

  /** Leaving the broken page (another address) clears the error, as a data router's errorElement does. */
  static getDerivedStateFromProps(
    props: TBoundaryProps,
    state: TBoundaryState,
  ): Partial<TBoundaryState> | null {
    if (props.resetKey === state.resetKey) return null;
    return { resetKey: props.resetKey, error: null, hasError: false };
  }

  override render() {
    return this.state.hasError ? (
      <RouteError error={this.state.error} standalone={this.props.standalone} />
    ) : (
      this.props.children
    );
  }
}

/**
 * Catches what a page (or the shell) throws while rendering, a lazy section's load error included.
 * `standalone` for the outer boundary, whose error replaces the whole shell.
 */
export function RouteErrorBoundary({
  children,
  standalone = false,
}: {
  children: ReactNode;
  standalone?: boolean;
}) {
  const { pathname, search } = useLocation();
  return (
    <ErrorBoundary resetKey={`${pathname}${search}`} standalone={standalone}>
      {children}
    </ErrorBoundary>
  );
}
