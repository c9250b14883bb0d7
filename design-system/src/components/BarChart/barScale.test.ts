import { describe, expect, it } from 'vitest';
import { nextSpot, valueScale } from './barScale';

describe('valueScale', () => {
  it('rounds the top up to 1, 2 or 5 times a power of ten per step', () => {
    expect(valueScale(0)).toEqual({ top: 1, step: 1, values: [0, 1] });
    expect(valueScale(3)).toEqual({ top: 3, step: 1, values: [0, 1, 2, 3] });
    expect(valueScale(7).top).toBe(8);
    expect(valueScale(12)).toEqual({ top: 15, step: 5, values: [0, 5, 10, 15] });
    expect(valueScale(95)).toEqual({ top: 100, step: 50, values: [0, 50, 100] });
    expect(valueScale(1234).step).toBe(500);
    expect(valueScale(1234).top).toBe(1500);
  });
});

describe('nextSpot', () => {
  // Three categories of two series; the middle category has only its second series.
  const size = { categories: 3, series: 2 };
  const has = ({ category, series }: { category: number; series: number }) =>
    !(category === 1 && series === 0);

  it('moves across categories to the same series, or the nearest one there', () => {
    expect(nextSpot({ category: 0, series: 0 }, 'ArrowRight', size, has)).toEqual({ category: 1, series: 1 });
    expect(nextSpot({ category: 1, series: 1 }, 'ArrowRight', size, has)).toEqual({ category: 2, series: 1 });
    expect(nextSpot({ category: 2, series: 0 }, 'ArrowLeft', size, has)).toEqual({ category: 1, series: 1 });
    expect(nextSpot({ category: 2, series: 0 }, 'ArrowRight', size, has)).toBeNull();
  });

  it('moves up and down the series of one category, and to the ends', () => {
    expect(nextSpot({ category: 0, series: 0 }, 'ArrowUp', size, has)).toEqual({ category: 0, series: 1 });
    expect(nextSpot({ category: 0, series: 1 }, 'ArrowUp', size, has)).toBeNull();
    expect(nextSpot({ category: 0, series: 1 }, 'ArrowDown', size, has)).toEqual({ category: 0, series: 0 });
    expect(nextSpot({ category: 1, series: 1 }, 'ArrowDown', size, has)).toBeNull();
    expect(nextSpot({ category: 1, series: 1 }, 'Home', size, has)).toEqual({ category: 0, series: 0 });
    expect(nextSpot({ category: 0, series: 0 }, 'End', size, has)).toEqual({ category: 2, series: 1 });
    expect(nextSpot({ category: 0, series: 0 }, 'Tab', size, has)).toBeNull();
  });
});
