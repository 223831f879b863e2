import { SECTION_LOAD_TIMEOUT_MS } from '@tala/contract/constants';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type TSectionLoadErrorKind = 'missing' | 'timeout' | 'error';

/** A named section that failed to load: the kind of failure and the address being loaded. */
export class SectionLoadError extends Error {
  constructor(
    readonly section: string,
    readonly kind: TSectionLoadErrorKind,
    readonly address: string,
  ) {
    super(`Section ${section} failed to load (${kind}) at ${address}`);
    this.name = 'SectionLoadError';
  }
}

function classify(error: unknown): TSectionLoadErrorKind {
  const message = String((error as Error)?.message ?? error);
  return /404|not found|Failed to fetch dynamically imported module/i.test(message) ? 'missing' : 'error';
}

/** Loads a section's module within the time-out, turning any failure into a SectionLoadError. */
export async function loadSection<T>(
  section: string,
  load: () => Promise<T>,
  timeoutMs: number,
  address = typeof window === 'undefined'
    ? section
    : `${window.location.origin}${window.location.pathname}#${section}`,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SectionLoadError(section, 'timeout', address)), timeoutMs);
  });
  try {
    return await Promise.race([load(), timeout]);
  } catch (error) {
    if (error instanceof SectionLoadError) throw error;
    throw new SectionLoadError(section, classify(error), address);
  } finally {
    clearTimeout(timer);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: page components have their own props.
export type TLazySection<T extends ComponentType<any>> = LazyExoticComponent<T> & {
  /** Starts loading now (the page being opened, before React renders it); the render reuses the load. */
  preload: () => Promise<unknown>;
};

/**
 * Lazily loads a page section (seed 000 §1: byIframe, download, index, …) with the 120 s time-out; a
 * failure raises SectionLoadError for the route error boundary to show.
 */
// biome-ignore lint/suspicious/noExplicitAny: page components have their own props.
export function lazySection<T extends ComponentType<any>>(
  section: string,
  load: () => Promise<{ default: T }>,
  timeoutMs = SECTION_LOAD_TIMEOUT_MS,
): TLazySection<T> {
  let loading: Promise<{ default: T }> | null = null;
  const start = () => {
    loading ??= loadSection(section, load, timeoutMs);
    return loading;
  };
  return Object.assign(lazy(start), { preload: start });
}
