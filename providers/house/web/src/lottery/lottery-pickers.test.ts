import { describe, expect, it } from 'vitest';
import { FAST_PLAY_TYPES } from '../../../src/games/lottery/fast/fast-lottery.ts';
import { findPlayType } from '../../../src/games/lottery/lottery-registry.ts';
import { SEA_PLAY_TYPES } from '../../../src/games/lottery/sea/sea-lottery.ts';
import { VN_PLAY_TYPES } from '../../../src/games/lottery/vn/vn-lottery.ts';
import { createSeededFloatSource } from '../../../src/simulation/sfc32.ts';
import { pickerOf } from './lottery-pickers.ts';
import {
  buildSelection,
  evaluateSelection,
  quickEntry,
  quickGrid,
  quickRowValues,
} from './lottery-selection.ts';
import { isOptionClosed, optionOdds, quickGridPicks } from './picker-options.ts';

const ALL = [...FAST_PLAY_TYPES, ...VN_PLAY_TYPES, ...SEA_PLAY_TYPES];
const seeded = (seed: number) => {
  const source = createSeededFloatSource(seed);
  return (n: number) => Math.floor(source() * n);
};

function quickSelection(id: string, random: (n: number) => number): unknown {
  const spec = pickerOf(id)!;
  if (spec.kind === 'grid') return buildSelection(spec, { ...quickGrid(spec, random), entries: [] });
  return buildSelection(spec, { picks: {}, part: null, entries: [quickEntry(spec, random)] });
}

describe('lottery pickers', () => {
  it('when the math offers a play type, then the page has a picker for it', () => {
    expect(ALL.filter((playType) => pickerOf(playType.id) === undefined).map((p) => p.id)).toEqual([]);
  });

  it('when a quick pick is built for any play type, then its parse accepts it and it makes lines', () => {
    const random = seeded(7);
    for (const playType of ALL) {
      for (let round = 0; round < 25; round++) {
        const built = quickSelection(playType.id, random);
        const selection = playType.parse(built);
        expect(playType.lines(selection).length, playType.id).toBeGreaterThan(0);
        expect(evaluateSelection(playType.id, built).isValid).toBe(true);
      }
    }
  });

  it('when every option of every grid row is ticked, then parse accepts it (or refuses it as too many)', () => {
    for (const playType of ALL) {
      const spec = pickerOf(playType.id)!;
      if (spec.kind !== 'grid') continue;
      const picks = Object.fromEntries(spec.rows.map((row) => [row.key, row.options.map((o) => o.value)]));
      const result = evaluateSelection(playType.id, spec.build(picks, spec.parts?.[0] ?? null));
      if (!result.isValid) expect(['TOO_MANY'], playType.id).toContain(result.code);
    }
  });

  it('when 5D position picks 1 and 3 on the first and 7 on the fifth, then it is three lines', () => {
    const spec = pickerOf('ssc5.position')!;
    expect(spec.kind).toBe('grid');
    if (spec.kind !== 'grid') return;
    const built = spec.build({ p1: ['3', '1'], p5: ['7'] }, null);
    expect(built).toEqual({ digits: [[1, 3], [], [], [], [7]] });
    const result = evaluateSelection('ssc5.position', built);
    expect(result.isValid && result.lines.map((line) => line.pick)).toEqual(['p1:1', 'p1:3', 'p5:7']);
  });

  it('when a 3-star direct has 2 × 3 × 1 digits on the back part, then it is six lines', () => {
    const spec = pickerOf('ssc5.star3-direct')!;
    if (spec.kind !== 'grid') throw new Error('grid expected');
    const built = spec.build({ d1: ['1', '2'], d2: ['4', '5', '6'], d3: ['9'] }, 'back');
    expect(built).toEqual({ part: 'back', digits: [[1, 2], [4, 5, 6], [9]] });
    const result = evaluateSelection('ssc5.star3-direct', built);
    expect(result.isValid && result.lines.length).toBe(6);
  });

  it('when two-sides picks sides on positions and the sum, then only ticked subjects are sent', () => {
    const spec = pickerOf('pk10.two-sides')!;
    if (spec.kind !== 'grid') throw new Error('grid expected');
    const built = spec.build({ p1: ['odd', 'big'], sum: ['small'], p2: [] }, null);
    expect(built).toEqual({ p1: ['big', 'odd'], sum: ['small'] });
    expect(findPlayType('pk10.two-sides')!.lines(findPlayType('pk10.two-sides')!.parse(built))).toHaveLength(
      3,
    );
  });

  it('when k3 any triple is ticked, then the selection is {} and untouched it is nothing', () => {
    const spec = pickerOf('k3.any-triple')!;
    if (spec.kind !== 'grid') throw new Error('grid expected');
    expect(spec.build({ any: ['any'] }, null)).toEqual({});
    expect(evaluateSelection('k3.any-triple', spec.build({}, null))).toEqual({
      isValid: false,
      code: 'EMPTY',
    });
  });

  it('when xiên 3 has four numbers on the board, then it is C(4,3) = 4 lines; with two it is too few', () => {
    const spec = pickerOf('vn-north.xien3')!;
    if (spec.kind !== 'grid') throw new Error('grid expected');
    const four = evaluateSelection('vn-north.xien3', spec.build({ n: ['7', '12', '45', '99'] }, null));
    expect(four.isValid && four.lines.map((line) => line.pick)).toEqual([
      '07,12,45',
      '07,12,99',
      '07,45,99',
      '12,45,99',
    ]);
    expect(evaluateSelection('vn-north.xien3', spec.build({ n: ['7', '12'] }, null))).toMatchObject({
      isValid: false,
      code: 'TOO_FEW',
    });
  });

  it('when a North lô 2 số point is on two numbers, then it costs 27 units a line', () => {
    const spec = pickerOf('vn-north.lo2')!;
    if (spec.kind !== 'grid') throw new Error('grid expected');
    const result = evaluateSelection('vn-north.lo2', spec.build({ n: ['27', '5'] }, null));
    expect(result).toMatchObject({ isValid: true, units: 54 });
  });

  it('when 4D numbers are typed, then box, roll and 3D shapes are what the play types read', () => {
    const box = evaluateSelection(
      'sea-4d.big-box',
      pickerOf('sea-4d.big-box')!.kind === 'entry' ? { numbers: ['4321'] } : null,
    );
    expect(box.isValid && box.lines.length).toBe(24);
    const roll = pickerOf('sea-4d.small-roll')!;
    if (roll.kind !== 'entry') throw new Error('entry expected');
    const rolled = evaluateSelection('sea-4d.small-roll', roll.build(['12R4']));
    expect(rolled.isValid && rolled.lines.map((line) => line.pick).slice(0, 2)).toEqual(['1204', '1214']);
    expect(evaluateSelection('sea-4d.big-box', { numbers: ['7777'] })).toMatchObject({
      code: 'BAD_SELECTION',
    });
    expect(evaluateSelection('sea-4d.3d-abc', { numbers: ['123', '045'] })).toMatchObject({ isValid: true });
  });

  it('when a numeric row uses its quick buttons, then big/small split at the row threshold', () => {
    const digits = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
    expect(quickRowValues(digits, 'big', 5)).toEqual(['5', '6', '7', '8', '9']);
    expect(quickRowValues(digits, 'small', 5)).toEqual(['0', '1', '2', '3', '4']);
    expect(quickRowValues(digits, 'odd', 5)).toEqual(['1', '3', '5', '7', '9']);
    expect(quickRowValues(digits, 'clear', 5)).toEqual([]);
  });
});

describe('picker options', () => {
  const terms = (id: string) => {
    const playType = findPlayType(id)!;
    return {
      id,
      enabled: true,
      odds: { ...playType.defaultOdds },
      minStake: '0.10',
      maxStake: '2000.00',
      stakeStep: '0.01',
      unitsPerLine: playType.unitsPerLine,
      rtp: [],
    };
  };

  it('when sides and sums pay differently, then each option shows its own odds', () => {
    const dragonTiger = pickerOf('ssc5.dragon-tiger')!;
    if (dragonTiger.kind !== 'grid') throw new Error('grid expected');
    expect(optionOdds(terms('ssc5.dragon-tiger'), dragonTiger, null, '1v5', 'tie')).toBe('9.75');
    expect(optionOdds(terms('ssc5.dragon-tiger'), dragonTiger, null, '1v5', 'dragon')).toBe('2.17');
    const sums = pickerOf('k3.sum')!;
    if (sums.kind !== 'grid') throw new Error('grid expected');
    expect(optionOdds(terms('k3.sum'), sums, null, 'n', '3')).toBe('209.52');
    const position = pickerOf('ssc5.position')!;
    if (position.kind !== 'grid') throw new Error('grid expected');
    expect(optionOdds(terms('ssc5.position'), position, null, 'p1', '3')).toBeNull();
  });

  it('when a number is at its cap, then only the options paying on it are closed', () => {
    const de = pickerOf('vn-north.de')!;
    if (de.kind !== 'grid') throw new Error('grid expected');
    const closed = new Set(['de:27']);
    expect(isOptionClosed('vn-north.de', de, null, closed, 'n', '27')).toBe(true);
    expect(isOptionClosed('vn-north.de', de, null, closed, 'n', '28')).toBe(false);
    const xien = pickerOf('vn-north.xien2')!;
    if (xien.kind !== 'grid') throw new Error('grid expected');
    // A xiên number alone is no bet: it is flagged on the slip instead.
    expect(isOptionClosed('vn-north.xien2', xien, null, new Set(['lo2:27']), 'n', '27')).toBe(false);
  });

  it('when a grid is quick-picked, then the picks make a valid bet', () => {
    const group6 = pickerOf('ssc5.star3-group6')!;
    if (group6.kind !== 'grid') throw new Error('grid expected');
    const picked = quickGridPicks('ssc5.star3-group6', group6, seeded(3));
    expect(picked?.picks.n).toHaveLength(3);
    expect(evaluateSelection('ssc5.star3-group6', group6.build(picked!.picks, picked!.part)).isValid).toBe(
      true,
    );
  });
});
