import { useRouteError } from 'react-router';
import { SectionLoadError } from '../../lib/lazy-section.ts';

export function RouteError() {
  const error = useRouteError();
  return <p role="alert">{error instanceof SectionLoadError ? `${error.kind} ${error.address}` : String(error)}</p>;
}
