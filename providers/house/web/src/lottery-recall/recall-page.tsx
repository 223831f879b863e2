import { type ReactNode, useEffect, useRef, useState } from 'react';
import {
  LOTTERY_RECALL_PATHS,
  type TSlipRecallAnswer,
  ZSlipRecallAnswer,
} from '../../../src/service/api/lottery-recall-contract.ts';
import { errorCodeOf, request, type TPageErrorCode } from '../shared/house-api.ts';
import { t } from '../shared/i18n.ts';
import { reportHeight } from './frame-height.ts';
import { SlipRecallView } from './slip-recall-view.tsx';

/** A pending slip is asked again this often: its draws settle while the recall is open. */
const PENDING_REFRESH_MS = 5_000;
const ROUND_ID_RE = /^[A-Za-z0-9_-]{1,40}$/;

/** The round id of /house/recall/<roundId>, or null when the address holds none. */
export function roundIdOf(location: Pick<Location, 'pathname'>): string | null {
  const last = decodeURIComponent(location.pathname.replace(/\/+$/, '').split('/').at(-1) ?? '');
  return ROUND_ID_RE.test(last) ? last : null;
}

type TState = { slip: TSlipRecallAnswer | null; error: TPageErrorCode | null };

function useSlip(roundId: string | null): TState {
  const [state, setState] = useState<TState>({ slip: null, error: roundId ? null : 'NOT_FOUND' });
  useEffect(() => {
    if (!roundId) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let isLive = true;
    const load = async () => {
      try {
        const slip = await request(ZSlipRecallAnswer, 'GET', LOTTERY_RECALL_PATHS.api(roundId));
        if (!isLive) return;
        setState({ slip, error: null });
        if (slip.state === 'PENDING') timer = setTimeout(load, PENDING_REFRESH_MS);
      } catch (error) {
        if (isLive) setState((current) => ({ slip: current.slip, error: errorCodeOf(error) }));
      }
    };
    void load();
    return () => {
      isLive = false;
      clearTimeout(timer);
    };
  }, [roundId]);
  return state;
}

/** The recall page of one lottery slip (the platform's game recall frames it). */
export function RecallPage({ roundId }: { roundId: string | null }): ReactNode {
  const { slip, error } = useSlip(roundId);
  const content = useRef<HTMLElement>(null);
  useEffect(() => (content.current ? reportHeight(content.current) : undefined), []);
  return (
    <main ref={content} className="recall-page" data-testid="slip-recall">
      {slip ? <SlipRecallView slip={slip} /> : null}
      {!slip && !error ? (
        <p className="recall-note" role="status">
          {t('recall.loading')}
        </p>
      ) : null}
      {!slip && error ? (
        <p className="recall-note is-error" role="alert">
          {error === 'NOT_FOUND' ? t('recall.notFound') : t(`errors.${error}`)}
        </p>
      ) : null}
    </main>
  );
}
