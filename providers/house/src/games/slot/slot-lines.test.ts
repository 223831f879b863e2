import { describe, expect, it } from 'vitest';
import { evaluateLine } from './slot-lines.ts';
import type { TSlotSymbol } from './slot-symbols.ts';

const line = (text: string) => text.split(' ') as TSlotSymbol[];

describe('slot line evaluation', () => {
  it('when five of a kind run from the leftmost reel, then the line pays five of that kind', () => {
    expect(evaluateLine(line('king king king king king'))).toEqual({
      symbol: 'king',
      count: 5,
      multiplier: 75,
    });
  });

  it('when only two match from the left, or the run starts on reel 2, then the line pays nothing', () => {
    expect(evaluateLine(line('king king queen king king'))).toBeNull();
    expect(evaluateLine(line('queen king king king king'))).toBeNull();
  });

  it('when wilds sit inside or in front of a run, then they substitute for the symbol', () => {
    expect(evaluateLine(line('king wild king ten ten'))).toEqual({ symbol: 'king', count: 3, multiplier: 5 });
    expect(evaluateLine(line('wild wild king king queen'))).toEqual({
      symbol: 'king',
      count: 4,
      multiplier: 15,
    });
  });

  it('when leading wilds alone pay more than the symbol they complete, then the wilds are paid', () => {
    // 3 wilds = 50 × line bet beats 4 tens = 6 × line bet
    expect(evaluateLine(line('wild wild wild ten jack'))).toEqual({
      symbol: 'wild',
      count: 3,
      multiplier: 50,
    });
    // but 5 crowns (500) beat 3 wilds (50)
    expect(evaluateLine(line('wild wild wild crown crown'))).toEqual({
      symbol: 'crown',
      count: 5,
      multiplier: 500,
    });
  });

  it('when all five are wild, then the line pays the top prize', () => {
    expect(evaluateLine(line('wild wild wild wild wild'))).toEqual({
      symbol: 'wild',
      count: 5,
      multiplier: 1000,
    });
  });

  it('when a scatter is on the line, then it neither pays on the line nor is replaced by a wild', () => {
    expect(evaluateLine(line('scatter scatter scatter scatter scatter'))).toBeNull();
    expect(evaluateLine(line('wild wild scatter king king'))).toBeNull();
    expect(evaluateLine(line('wild wild wild scatter king'))).toEqual({
      symbol: 'wild',
      count: 3,
      multiplier: 50,
    });
    expect(evaluateLine(line('ace ace scatter ace ace'))).toBeNull();
  });
});
