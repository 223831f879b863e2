import { describe, expect, it } from 'vitest';
import {
  addBead,
  BEAD_ROAD_ROWS,
  beadColumns,
  betsToWire,
  chipRack,
  chipRefusal,
  EMPTY_BETS,
  handPoints,
  MAX_BEADS,
  MAX_RACK_CHIPS,
  type TBead,
} from './baccarat-logic.ts';

const limits = { maxSpotCents: 1000n, maxRoundCents: 1500n, balanceCents: 1200n };

describe('baccarat table logic', () => {
  it('when cards are shown, then the hand counts tens and pictures as 0 and keeps the last digit', () => {
    expect(handPoints([{ rank: 13 }, { rank: 9 }])).toBe(9);
    expect(handPoints([{ rank: 7 }, { rank: 8 }])).toBe(5);
    expect(handPoints([{ rank: 1 }, { rank: 10 }, { rank: 12 }])).toBe(1);
    expect(handPoints([])).toBe(0);
  });

  it('when a chip would pass a limit or the balance, then it is refused with the matching code', () => {
    expect(chipRefusal(EMPTY_BETS, 'player', 500n, limits)).toBeNull();
    expect(chipRefusal({ ...EMPTY_BETS, player: 800n }, 'player', 500n, limits)).toBe('BET_LIMIT');
    expect(chipRefusal({ ...EMPTY_BETS, banker: 1000n }, 'tie', 600n, limits)).toBe('BET_LIMIT');
    expect(chipRefusal({ ...EMPTY_BETS, banker: 1000n }, 'tie', 300n, limits)).toBe('INSUFFICIENT_FUNDS');
  });

  it('when bets go on the wire, then only spots with a stake are sent', () => {
    const wire = betsToWire({ ...EMPTY_BETS, player: 150n, tie: 5n }, (cents) => `${cents}`);
    expect(wire).toEqual({ player: '150', tie: '5' });
  });

  it('when results pile up, then the road keeps the latest and fills columns of six', () => {
    const bead: TBead = { outcome: 'banker', isPlayerPair: false, isBankerPair: true };
    let beads: TBead[] = [];
    for (let i = 0; i < MAX_BEADS + 5; i++)
      beads = addBead(beads, { ...bead, outcome: i % 2 ? 'player' : 'banker' });
    expect(beads.length).toBe(MAX_BEADS);
    expect(beads[0]!.outcome).toBe('player');
    const columns = beadColumns(beads.slice(0, 8));
    expect(columns.map((column) => column.length)).toEqual([BEAD_ROAD_ROWS, 2]);
  });

  it('when there are many bet levels, then the rack shows at most seven, smallest and largest included', () => {
    const levels = Array.from({ length: 20 }, (_, i) => BigInt(i + 1));
    const rack = chipRack(levels);
    expect(rack.length).toBeLessThanOrEqual(MAX_RACK_CHIPS);
    expect(rack[0]).toBe(1n);
    expect(rack.at(-1)).toBe(20n);
  });
});
