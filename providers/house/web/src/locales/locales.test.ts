import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EVENT_RULES } from '../../../src/games/events/event-rules.ts';
import { FISH_SPECIES } from '../../../src/games/fish/fish-rules.ts';
import { HOUSE_GAMES } from '../../../src/games/game-catalog.ts';
import { FAST_PLAY_TYPES } from '../../../src/games/lottery/fast/fast-lottery.ts';
import { LOTTERY_GAMES } from '../../../src/games/lottery/lottery-catalog.ts';
import type { LotteryInputError } from '../../../src/games/lottery/lottery-types.ts';
import { SEA_4D_TIERS } from '../../../src/games/lottery/sea/sea-draw.ts';
import { SEA_PLAY_TYPES } from '../../../src/games/lottery/sea/sea-lottery.ts';
import { VN_NORTH_TIERS, VN_REGIONAL_TIERS } from '../../../src/games/lottery/vn/vn-draw.ts';
import { VN_PLAY_TYPES } from '../../../src/games/lottery/vn/vn-lottery.ts';
import { SLOT_SYMBOLS } from '../../../src/games/slot/slot-symbols.ts';
import {
  BACCARAT_SPOTS,
  EVENT_BET_STATUSES,
  HOUSE_ERROR_CODES,
} from '../../../src/service/api/api-contract.ts';
import { LOTTERY_ISSUE_STATES, ZLotteryBetStatus } from '../../../src/service/api/lottery-contract.ts';
import { pickerOf } from '../lottery/lottery-pickers.ts';
import { playTypeGroup } from '../lottery/play-type-tabs.tsx';
import { flattenBundle, HOUSE_LANGUAGES } from '../shared/i18n.ts';
import { playTypeRuleKeys, prizeText, textKeys } from '../shared/lottery-text.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const bundles = Object.fromEntries(
  HOUSE_LANGUAGES.map((lang) => [
    lang,
    flattenBundle(JSON.parse(readFileSync(here(`./${lang}.json`), 'utf8'))),
  ]),
);
const en = bundles.en!;

/** Every source file of the pages, to find the literal keys they ask for. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('house translation bundles', () => {
  it('when a key exists in one language, then it exists, non-empty, in all seven', () => {
    const union = new Set(HOUSE_LANGUAGES.flatMap((lang) => [...bundles[lang]!.keys()]));
    const missing = HOUSE_LANGUAGES.flatMap((lang) =>
      [...union].filter((key) => !bundles[lang]!.get(key)?.trim()).map((key) => `${lang}:${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('when English uses a placeholder, then every translation keeps it', () => {
    const broken: string[] = [];
    for (const [key, text] of en) {
      for (const placeholder of text.match(/\{\{\s*\w+\s*\}\}/g) ?? []) {
        for (const lang of HOUSE_LANGUAGES) {
          if (!bundles[lang]!.get(key)?.includes(placeholder)) broken.push(`${lang}:${key} ${placeholder}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('when the pages ask for a literal key, then the English bundle has it', () => {
    const asked = sourceFiles(here('..')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bt\('([a-zA-Z0-9_.-]+)'/g)].map((match) => match[1]!),
    );
    expect(asked.length).toBeGreaterThan(100);
    expect([...new Set(asked)].filter((key) => !en.has(key))).toEqual([]);
  });

  it('when a key is built from the game data or the API, then every value has its text', () => {
    const needed = [
      ...HOUSE_ERROR_CODES.map((code) => `errors.${code}`),
      'errors.NETWORK',
      ...HOUSE_GAMES.map((game) => `games.${game.gameId}`),
      ...FISH_SPECIES.map((species) => species.nameKey),
      ...SLOT_SYMBOLS.map((symbol) => `slot.symbols.${symbol}`),
      ...BACCARAT_SPOTS.map((spot) => `baccarat.spots.${spot}`),
      ...EVENT_BET_STATUSES.map((status) => `events.status.${status}`),
      ...Object.values(EVENT_RULES.markets).flatMap((markets) =>
        (Object.entries(markets) as [string, readonly string[]][]).flatMap(([market, selections]) => [
          `events.markets.${market}`,
          ...selections.map((selection) => `events.selections.${selection}`),
        ]),
      ),
      ...(['slot', 'fish', 'baccarat', 'events'] as const).flatMap((kind) => [
        `rules.${kind}.intro`,
        `rules.${kind}.rtp`,
        ...[1, 2, 3, 4].map((step) => `rules.${kind}.step${step}`),
        `rules.fair.order.${kind}`,
      ]),
      ...EVENT_RULES.games.map((game) => `rules.events.model.${game.kind}`),
      ...lotteryKeys(),
      // The live badge (issue-header.tsx) and the steps of a lottery draw (verify-lottery.tsx).
      ...(['connecting', 'live', 'polling'] as const).flatMap((status) => [
        `lottery.live.${status}`,
        `lottery.live.${status}Hint`,
      ]),
      ...['commit', 'entropy', 'stream', 'draw', 'reveal'].map((step) => `verify.lottery.how.${step}`),
    ];
    expect(needed.filter((key) => !en.has(key))).toEqual([]);
  });
});

/** Keys the lottery page and rules build from the game data and the API (all under `lottery`). */
function lotteryKeys(): string[] {
  const playTypes = [...FAST_PLAY_TYPES, ...VN_PLAY_TYPES, ...SEA_PLAY_TYPES];
  const ids = playTypes.map((playType) => playType.id);
  const pickers = ids.map((id) => pickerOf(id)!);
  const inputCodes: Array<LotteryInputError['code'] | 'EMPTY'> = [
    'BAD_SELECTION',
    'OUT_OF_RANGE',
    'TOO_FEW',
    'TOO_MANY',
    'DUPLICATE',
    'EMPTY',
  ];
  return [
    ...ids.map((id) => `lottery.playTypes.${id}`),
    ...ids.flatMap((id) => {
      const group = playTypeGroup(id);
      return group ? [`lottery.groups.${group}`] : [];
    }),
    ...playTypeRuleKeys(ids),
    ...playTypes.flatMap((playType) => [
      ...Object.keys(playType.defaultOdds).flatMap((prize) => textKeys(prizeText(playType.id, prize))),
      ...playType
        .rtp(playType.defaultOdds)
        .flatMap((option) => textKeys(prizeText(playType.id, option.option))),
    ]),
    ...pickers.flatMap((spec) => [
      ...(spec.kind === 'grid' ? (spec.parts ?? []).map((part) => `lottery.parts.${part}`) : []),
      ...(spec.kind === 'grid'
        ? spec.rows.flatMap((row) => [
            ...(row.labelKey ? [row.labelKey] : []),
            ...row.options.filter((option) => option.isKey).map((option) => option.label),
          ])
        : []),
    ]),
    ...[...new Set(LOTTERY_GAMES.map((game) => game.family))].flatMap((family) => [
      `lottery.families.${family}`,
      `lottery.trends.counts.${family}`,
    ]),
    ...[...VN_NORTH_TIERS, ...VN_REGIONAL_TIERS, ...SEA_4D_TIERS].map(({ tier }) => `lottery.tiers.${tier}`),
    ...ZLotteryBetStatus.options.map((status) => `lottery.status.${status}`),
    ...LOTTERY_ISSUE_STATES.map((state) => `lottery.state.${state}`),
    ...inputCodes.map((code) => `lottery.input.${code}`),
    ...['FORMAT', 'LOW', 'HIGH', 'STEP'].map((problem) => `lottery.stake.${problem}`),
    ...['big', 'small', 'odd', 'even', 'triple'].map((mark) => `lottery.road.${mark}`),
    ...['size', 'parity'].map((road) => `lottery.trends.road.${road}`),
    ...['all', 'big', 'small', 'odd', 'even', 'clear'].map((which) => `lottery.picker.quick.${which}`),
    ...['bet', 'results', 'myBets'].map((tab) => `lottery.tabs.${tab}`),
    ...['pending', 'settled'].map((tab) => `lottery.myBets.${tab}`),
    ...['hint', 'hintBox', 'hintRoll'].map((hint) => `lottery.entry.${hint}`),
    ...[1, 2, 3, 4].map((step) => `lottery.rulesPage.step${step}`),
  ];
}
