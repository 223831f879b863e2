import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import {
  HOUSE_PAGE_PATHS,
  type TRevealedSeedPair,
  ZClientSeed,
} from '../../../src/service/api/api-contract.ts';
import { errorCodeOf, houseApi } from './house-api.ts';
import { currentLanguage, t } from './i18n.ts';
import { toDecimal } from './money.ts';
import { type TRoundParams, usePlay } from './play-context.tsx';
import { SeedRow } from './seed-row.tsx';
import { withTheme } from './theme.ts';

/** A verify-page link that opens with one revealed round already filled in. */
export function verifyHref(fields: {
  gameId: string;
  serverSeed?: string;
  clientSeed?: string;
  nonce?: number;
  hash?: string;
  params?: TRoundParams | null;
  /** Opens the page on a match (its proof is fetched and recomputed in the browser). */
  match?: string;
}): string {
  const query = new URLSearchParams({ lang: currentLanguage(), game: fields.gameId });
  if (fields.match) query.set('match', fields.match);
  if (fields.serverSeed) query.set('serverSeed', fields.serverSeed);
  if (fields.clientSeed) query.set('clientSeed', fields.clientSeed);
  if (fields.nonce !== undefined) query.set('nonce', String(fields.nonce));
  if (fields.hash) query.set('hash', fields.hash);
  if (fields.params?.betCents !== undefined) query.set('bet', toDecimal(fields.params.betCents));
  if (fields.params?.species) query.set('species', fields.params.species);
  // The round's own proof: the page checks its win too (and a deal's payouts with its stakes).
  if (fields.params?.roundId) query.set('round', fields.params.roundId);
  return `${HOUSE_PAGE_PATHS.verify}?${withTheme(query).toString()}`;
}

/**
 * A seed pair is the player's across all house games and tabs, so its last nonce may belong to another
 * game: the link verifies the last round played on this page (its game, bet and species are known), or
 * else carries the seeds and lets the player pick the game and nonce.
 */
function RevealedPair({ pair, gameId }: { pair: TRevealedSeedPair; gameId: string }): ReactNode {
  const { lastRoundHere } = usePlay();
  const mine = lastRoundHere(pair.serverSeedHash);
  const seeds = {
    gameId,
    serverSeed: pair.serverSeed,
    clientSeed: pair.clientSeed,
    hash: pair.serverSeedHash,
  };
  const href = mine ? verifyHref({ ...seeds, nonce: mine.nonce, params: mine }) : verifyHref(seeds);
  return (
    <li className="revealed-pair">
      <SeedRow label={t('fair.serverSeed')} value={pair.serverSeed} />
      <SeedRow label={t('fair.clientSeed')} value={pair.clientSeed} />
      <div className="seed-row">
        <span className="seed-label">{t('fair.noncesUsed')}</span>
        <span>
          {pair.lastNonce === null ? t('fair.noRounds') : t('fair.nonceRange', { last: pair.lastNonce })}
        </span>
      </div>
      {pair.lastNonce !== null ? (
        <a className="link-button" href={href} target="_blank" rel="noopener">
          {mine ? t('fair.verifyLast', { nonce: mine.nonce }) : t('fair.verifyWithSeeds')}
        </a>
      ) : null}
    </li>
  );
}

/**
 * The client seed change. The request carries the next-seed hash on screen: the service refuses the change
 * if another tab rotated meanwhile (the drawer then reloads the new commitment). The answer is checked
 * too: the new active seed must be the one whose hash was on screen before the player chose.
 */
function ClientSeedForm({
  onRotated,
}: {
  onRotated: (pair: TRevealedSeedPair, isNextKept: boolean) => void;
}): ReactNode {
  const { fair, setFair, showError } = usePlay();
  const [draft, setDraft] = useState(fair.clientSeed);
  const [isSaving, setSaving] = useState(false);
  const isValid = ZClientSeed.safeParse(draft).success;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValid || isSaving) return;
    setSaving(true);
    const shownNext = fair.nextServerSeedHash;
    try {
      const answer = await houseApi.rotateClientSeed(draft, shownNext);
      setFair(answer.current);
      onRotated(answer.revealed, answer.current.serverSeedHash === shownNext);
    } catch (error) {
      showError(errorCodeOf(error));
      houseApi.fair().then(
        (answer) => setFair(answer.current),
        () => {},
      );
    } finally {
      setSaving(false);
    }
  };
  return (
    <form className="client-seed-form" onSubmit={submit}>
      <label htmlFor="client-seed">{t('fair.clientSeed')}</label>
      <div className="input-row">
        <input
          id="client-seed"
          value={draft}
          maxLength={64}
          spellCheck={false}
          autoComplete="off"
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="primary-button" disabled={!isValid || isSaving}>
          {t('fair.change')}
        </button>
      </div>
      <p className="hint">{isValid ? t('fair.changeHint') : t('fair.clientSeedInvalid')}</p>
    </form>
  );
}

export function FairDrawer({ onClose }: { onClose: () => void }): ReactNode {
  const { fair, session, showError } = usePlay();
  const [revealed, setRevealed] = useState<TRevealedSeedPair[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [rotation, setRotation] = useState<{ isNextKept: boolean } | null>(null);
  useEffect(() => {
    houseApi.fair().then(
      (answer) => {
        setRevealed(answer.revealed);
        setHasMore(answer.hasMore);
      },
      (error) => showError(errorCodeOf(error)),
    );
  }, [showError]);
  // Every revealed pair stays reachable: older pages load on demand (each round's recall links its own).
  const loadMore = () => {
    const last = revealed.at(-1);
    if (!last) return;
    houseApi.fair(last.pairId).then(
      (answer) => {
        setRevealed((list) => [...list, ...answer.revealed]);
        setHasMore(answer.hasMore);
      },
      (error) => showError(errorCodeOf(error)),
    );
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  const gameId = session.game.gameId;
  return (
    <div className="drawer-backdrop">
      <button type="button" className="drawer-scrim" aria-label={t('shell.close')} onClick={onClose} />
      <aside className="drawer" role="dialog" aria-modal="true" aria-labelledby="fair-title">
        <div className="drawer-head">
          <h2 id="fair-title">{t('fair.title')}</h2>
          <button type="button" className="icon-close" aria-label={t('shell.close')} onClick={onClose}>
            ×
          </button>
        </div>
        <p className="drawer-intro">{t('fair.intro')}</p>
        {session.game.kind === 'events' ? <p className="notice is-info">{t('fair.eventsNote')}</p> : null}
        <section className="fair-current">
          <SeedRow label={t('fair.serverSeedHash')} value={fair.serverSeedHash} testId="fair-active-hash" />
          <SeedRow label={t('fair.nextNonce')} value={String(fair.nonce)} />
          <SeedRow
            label={t('fair.nextServerSeedHash')}
            value={fair.nextServerSeedHash}
            testId="fair-next-hash"
          />
          <p className="hint">{t('fair.nextHint')}</p>
          <ClientSeedForm
            onRotated={(pair, isNextKept) => {
              setRotation({ isNextKept });
              setRevealed((list) => [pair, ...list]);
            }}
          />
        </section>
        {rotation ? <p className="notice">{t('fair.rotated')}</p> : null}
        {rotation ? (
          <p className={`verdict ${rotation.isNextKept ? 'is-good' : 'is-bad'}`}>
            {rotation.isNextKept ? t('fair.nextKept') : t('fair.nextBroken')}
          </p>
        ) : null}
        <a className="link-button" href={verifyHref({ gameId })} target="_blank" rel="noopener">
          {t('fair.openVerify')}
        </a>
        <h3>{t('fair.revealedTitle')}</h3>
        {revealed.length === 0 ? <p className="hint">{t('fair.noneRevealed')}</p> : null}
        <ul className="revealed-list">
          {revealed.map((pair) => (
            <RevealedPair key={pair.serverSeedHash} pair={pair} gameId={gameId} />
          ))}
        </ul>
        {hasMore ? (
          <button type="button" className="ghost-button" onClick={loadMore}>
            {t('fair.loadMore')}
          </button>
        ) : null}
      </aside>
    </div>
  );
}
