import { type ReactNode, useEffect } from 'react';
import { HOUSE_GAMES } from '../../../src/games/game-catalog.ts';
import { HOUSE_PAGE_PATHS, type THouseGameKind } from '../../../src/service/api/api-contract.ts';
import { findHouseGame } from '../../../src/service/api/game-registry.ts';
import type { TLotteryTermsAnswer } from '../../../src/service/api/lottery-contract.ts';
import { GameMark } from '../shared/game-mark.tsx';
import { gameNameKey } from '../shared/house-games.ts';
import { currentLanguage, t } from '../shared/i18n.ts';
import { formatCents } from '../shared/money.ts';
import { BaccaratRules } from './baccarat-rules.tsx';
import { EventsRules } from './events-rules.tsx';
import { FairScheme } from './fair-scheme.tsx';
import { FishRules } from './fish-rules.tsx';
import { LotteryRules, lowestReturn, useLotteryTerms } from './lottery-rules.tsx';
import { formatRtp } from './rules-format.ts';
import { SlotRules } from './slot-rules.tsx';

export function RulesPage({ gameId }: { gameId: string | null }): ReactNode {
  const game = HOUSE_GAMES.find((candidate) => candidate.gameId === gameId);
  const entry = gameId === null ? null : findHouseGame(gameId);
  const lottery = useLotteryTerms(entry?.kind === 'lottery' ? gameId : null);
  useEffect(() => {
    document.title = `${game ? t(gameNameKey(game.gameId)) : t('shell.brand')} · ${t('rules.title')}`;
  }, [game]);
  if (!game || !entry) {
    return (
      <main className="doc-page">
        <h1>{t('rules.unknownGame')}</h1>
      </main>
    );
  }
  const verifyHref = `${HOUSE_PAGE_PATHS.verify}?lang=${currentLanguage()}&game=${game.gameId}`;
  return (
    <main className="doc-page">
      <header className="doc-hero">
        <GameMark kind={entry.kind} />
        <div>
          <p className="doc-kicker">{t('rules.title')}</p>
          <h1>{t(gameNameKey(game.gameId))}</h1>
        </div>
        <div className="rtp-badge">
          <span>{t('rules.rtp')}</span>
          <b>{headerReturn(entry.kind, game.declaredRtp, lottery.terms)}</b>
        </div>
      </header>
      {entry.kind === 'lottery' ? (
        <LotteryRules gameId={game.gameId} terms={lottery.terms} isFailed={lottery.isFailed} />
      ) : (
        <GenericRules
          gameId={game.gameId}
          kind={entry.kind}
          limits={entry}
          declaredRtp={game.declaredRtp}
          verifyHref={verifyHref}
        />
      )}
    </main>
  );
}

/** A lottery's return is the one in force (a dash until it comes); any other game's is its declared one. */
function headerReturn(kind: THouseGameKind, declared: number, terms: TLotteryTermsAnswer | null): string {
  if (kind !== 'lottery') return formatRtp(declared);
  const lowest = terms ? lowestReturn(terms) : null;
  return lowest === null ? '—' : formatRtp(lowest);
}

function GenericRules({
  gameId,
  kind,
  limits,
  declaredRtp,
  verifyHref,
}: {
  gameId: string;
  kind: Exclude<THouseGameKind, 'lottery'>;
  limits: { minBetCents: number; maxBetCents: number; betStepCents: number };
  declaredRtp: number;
  verifyHref: string;
}): ReactNode {
  const entry = { kind, ...limits };
  const game = { gameId, declaredRtp };
  return (
    <>
      <section className="doc-section">
        <h2>{t('rules.howToPlay')}</h2>
        <p>{t(`rules.${entry.kind}.intro`)}</p>
        <ol className="steps">
          {[1, 2, 3, 4].map((step) => (
            <li key={step}>{t(`rules.${entry.kind}.step${step}`)}</li>
          ))}
        </ol>
        <p className="limits">
          {t('rules.limits', {
            min: formatCents(BigInt(entry.minBetCents)),
            max: formatCents(BigInt(entry.maxBetCents)),
            step: formatCents(BigInt(entry.betStepCents)),
          })}
        </p>
      </section>
      {entry.kind === 'slot' ? <SlotRules /> : null}
      {entry.kind === 'fish' ? <FishRules /> : null}
      {entry.kind === 'baccarat' ? <BaccaratRules gameId={game.gameId} /> : null}
      {entry.kind === 'events' ? <EventsRules gameId={game.gameId} /> : null}
      <section className="doc-section">
        <h2>{t('rules.rtpTitle')}</h2>
        <p>{t(`rules.${entry.kind}.rtp`, { rtp: formatRtp(game.declaredRtp) })}</p>
        <p className="hint">{t('rules.rtpNote')}</p>
      </section>
      <FairScheme kind={entry.kind} verifyHref={verifyHref} />
    </>
  );
}
