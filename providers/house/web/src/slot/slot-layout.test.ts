import { describe, expect, it } from 'vitest';
import { cellSizeFor } from './slot-game.tsx';

describe('slot reel layout', () => {
  it('when the stage is wide, then the cells are square and at most 150 px', () => {
    expect(cellSizeFor(1440, 680)).toEqual({ width: 150, height: 150 });
    expect(cellSizeFor(900, 400)).toEqual({ width: 90, height: 90 });
  });

  it('when a phone is held upright, then the cells grow taller than wide to use the height', () => {
    const cell = cellSizeFor(390, 640);
    expect(cell.width).toBe(73);
    expect(cell.height).toBeGreaterThan(cell.width);
    expect(cell.height).toBeLessThanOrEqual(Math.floor(cell.width * 1.3));
  });

  it('when the stage is tiny or not measured yet, then the cells keep a usable minimum', () => {
    expect(cellSizeFor(0, 0)).toEqual({ width: 52, height: 52 });
  });
});
