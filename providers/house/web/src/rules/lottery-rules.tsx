import { type ReactNode, useEffect, useState } from 'react';
import { findLotteryGame, type TLotteryGameDef } from '../../../src/games/lottery/lottery-catalog.ts';
import { findPlayType } from '../../../src/games/lottery/lottery-registry.ts';
import type { TPlayType } from '../../../src/games/lottery/lottery-types.ts';
import type { TLotteryTermsAnswer, TPlayTypeTerms } from '../../../src/service/api/lottery-contract.ts';
import { houseApi } from '../shared/house-api.ts';
import { currentLanguage, t } from '../shared/i18n.ts';
import { playTypeName, playTypeRule, prizeLabel } from '../shared/lottery-text.ts';
import { formatCents, parseCents } from '../shared/money.ts';
import { formatRtp } from './rules-format.ts';

/** Odds in hundredths, stake included: 97500 → "975.00". */
const formatOdds = (hundredths: number): string => (hundredths / 100).toFixed(2);

/** "Wed, Sat, Sun" in the page's language (Intl names the days; nothing to translate by hand). */
function weekdayNames(weekdays: readonly number[]): string {
  const format = new Intl.DateTimeFormat(currentLanguage(), { weekday: 'short', timeZone: 'UTC' });
  // 2026-11-22 was a Sunday: day d of the week is that date + d.
  return weekdays.map((day) => format.format(Date.UTC(2026, 10, 22 + day))).join(', ');
}

function scheduleText(game: TLotteryGameDef): string {
  const { schedule } = game;
  if (schedule.kind === 'interval') {
    return t('lottery.rulesPage.scheduleInterval', {
      minutes: schedule.everySeconds / 60,
      cutoff: schedule.cutoffSeconds,
    });
  }
  return t('lottery.rulesPage.scheduleDaily', {
    time: schedule.at,
    days: weekdayNames(schedule.weekdays),
    zone: game.timeZone ?? '',
    cutoff: schedule.cutoffSeconds / 60,
  });
}

/**
 * The lottery's rules: schedule, limits, every play type offered with its rule, payout table and RTP, and
 * the fair draw. Odds and limits are the ones in force (the house's terms, which staff may change), read
 * when the page opens.
 */
export function LotteryRules({
  gameId,
  terms,
  isFailed,
}: {
  gameId: string;
  terms: TLotteryTermsAnswer | null;
  isFailed: boolean;
}): ReactNode {
  const game = findLotteryGame(gameId);
  if (!game) return null;
  const offered = terms ? offeredPlayTypes(terms) : [];
  return (
    <>
      <section className="doc-section">
        <h2>{t('lottery.rulesPage.howTitle')}</h2>
        <p>{t(`lottery.families.${game.family}`)}</p>
        <p>{t('lottery.rulesPage.intro')}</p>
        <ol className="steps">
          {[1, 2, 3, 4].map((step) => (
            <li key={step}>{t(`lottery.rulesPage.step${step}`)}</li>
          ))}
        </ol>
        <ul className="rule-list">
          <li>{scheduleText(game)}</li>
          {terms ? <li>{limitsText(terms, offered)}</li> : null}
          <li>{t('lottery.rulesPage.roundUp')}</li>
          <li>{t('lottery.rulesPage.cap')}</li>
          <li>{t('lottery.rulesPage.notOfficial')}</li>
        </ul>
      </section>
      <section className="doc-section">
        <h2>{t('lottery.rulesPage.playTypesTitle')}</h2>
        <p className="hint">{t('lottery.rulesPage.oddsNote')}</p>
        {isFailed ? <p className="hint">{t('errors.NETWORK')}</p> : null}
        {terms === null && !isFailed ? <p className="hint">{t('lottery.rulesPage.loadingTerms')}</p> : null}
        {offered.map((term) => {
          const playType = findPlayType(term.id);
          return playType ? <PlayTypeRules key={term.id} playType={playType} term={term} /> : null;
        })}
      </section>
      <LotteryFairScheme />
    </>
  );
}

/** The terms in force of a lottery game (null for any other game, or until they come). */
export function useLotteryTerms(gameId: string | null) {
  const [terms, setTerms] = useState<TLotteryTermsAnswer | null>(null);
  const [isFailed, setFailed] = useState(false);
  useEffect(() => {
    if (gameId === null || !findLotteryGame(gameId)) return;
    houseApi.lotteryTerms(gameId).then(setTerms, () => setFailed(true));
  }, [gameId]);
  return { terms, isFailed };
}

/** A lottery game's return as its header declares it: the lowest of the play types offered, at their odds now. */
export function lowestReturn(terms: TLotteryTermsAnswer): number | null {
  const returns = offeredPlayTypes(terms).flatMap((term) => term.rtp.map((o) => o.rtp));
  return returns.length > 0 ? Math.min(...returns) : null;
}

/** The play types players can bet now: the rules page describes these only. */
const offeredPlayTypes = (terms: TLotteryTermsAnswer) => terms.playTypes.filter((term) => term.enabled);

/** Stakes a line from the lowest minimum to the highest maximum of the play types offered; the caps. */
function limitsText(terms: TLotteryTermsAnswer, offered: TPlayTypeTerms[]): string {
  // Stakes are far below 2^53 cents: plain numbers compare them.
  const cents = (money: string) => Number(parseCents(money));
  const lowest = Math.min(...offered.map((term) => cents(term.minStake)));
  const highest = Math.max(...offered.map((term) => cents(term.maxStake)));
  return t('lottery.rulesPage.limits', {
    min: formatCents(BigInt(offered.length > 0 ? lowest : 0)),
    max: formatCents(BigInt(offered.length > 0 ? highest : 0)),
    payout: formatCents(parseCents(terms.maxPayout)),
    chase: terms.maxChase,
  });
}

function PlayTypeRules({ playType, term }: { playType: TPlayType; term: TPlayTypeTerms }): ReactNode {
  const rule = playTypeRule(playType.id, playType.unitsPerLine);
  const odds = Object.entries(term.odds);
  const rtps = term.rtp;
  return (
    <article className="lottery-play-type">
      <h3>{playTypeName(playType.id)}</h3>
      <p>{t(rule.key, rule.vars)}</p>
      {playType.unitsPerLine > 1 ? (
        <p className="hint">{t('lottery.rulesPage.units', { units: playType.unitsPerLine })}</p>
      ) : null}
      {isDividedTable(odds) ? (
        <DividedOdds odds={term.odds} />
      ) : (
        <div className="table-scroll">
          <table className="doc-table">
            <thead>
              <tr>
                <th>{t('lottery.rulesPage.prize')}</th>
                <th>{t('lottery.rulesPage.odds')}</th>
              </tr>
            </thead>
            <tbody>
              {odds.map(([prize, value]) => (
                <tr key={prize}>
                  <td>{prizeLabel(playType.id, prize)}</td>
                  <td>{formatOdds(value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="lottery-rtp">
        {t('rules.rtp')}:{' '}
        {rtps.length === 1
          ? formatRtp(rtps[0]!.rtp)
          : rtps
              .map((option) => `${prizeLabel(playType.id, option.option)} ${formatRtp(option.rtp)}`)
              .join(' · ')}
      </p>
    </article>
  );
}

/** Decision 033: seeds from a published hash chain, each committed before its issue opens, mixed with the slips. */
function LotteryFairScheme(): ReactNode {
  return (
    <section className="doc-section">
      <h2>{t('rules.fair.title')}</h2>
      <ol className="steps">
        <li>{t('lottery.fair.chain')}</li>
        <li>{t('lottery.fair.commit')}</li>
        <li>
          {t('lottery.fair.entropy')}
          <pre className="formula">
            {
              'clientSeed = SHA-256("<game>:<issue no>" + "\\n" + slip client seeds, sorted, one a line)\nresult = draw(HMAC_SHA256(serverSeed, clientSeed + ":0:" + cursor))'
            }
          </pre>
        </li>
        <li>{t('lottery.fair.reveal')}</li>
        <li>{t('lottery.fair.check')}</li>
      </ol>
    </section>
  );
}

const DIVIDED = /^([a-z]+)\/(\d+)$/;
const isDividedTable = (odds: [string, number][]): boolean => odds.every(([prize]) => DIVIDED.test(prize));

/** i-Box odds as a matrix: a row per tier, a column per number of arrangements. */
function DividedOdds({ odds }: { odds: Record<string, number> }): ReactNode {
  const cells = Object.entries(odds).map(([prize, value]) => {
    const [, tier = '', count = '0'] = DIVIDED.exec(prize) ?? [];
    return { tier, count: Number(count), value };
  });
  const tiers = [...new Set(cells.map((cell) => cell.tier))];
  const counts = [...new Set(cells.map((cell) => cell.count))];
  return (
    <div className="table-scroll">
      <table className="doc-table">
        <thead>
          <tr>
            <th>{t('lottery.rulesPage.prize')}</th>
            {counts.map((count) => (
              <th key={count}>{t('lottery.prizes.ibox', { n: count })}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier) => (
            <tr key={tier}>
              <td>{t(`lottery.tiers.${tier}`)}</td>
              {counts.map((count) => {
                const cell = cells.find((candidate) => candidate.tier === tier && candidate.count === count);
                return <td key={count}>{cell ? formatOdds(cell.value) : '—'}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
