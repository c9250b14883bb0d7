import { describe, expect, it } from 'vitest';
import { hasNextPage, pageCountOf, pageItems, rowsOnPageOf } from './pager';

describe('pageItems', () => {
  it('lists every page when there are five or fewer', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 2)).toEqual([1, 2]);
    expect(pageItems(2, 3)).toEqual([1, 2, 3]);
    expect(pageItems(4, 4)).toEqual([1, 2, 3, 4]);
    for (let page = 1; page <= 5; page += 1) {
      expect(pageItems(page, 5)).toEqual([1, 2, 3, 4, 5]);
    }
  });

  it('shows the first, the neighbours of the current and the last page beyond five pages', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 'ellipsis-end', 10]);
    expect(pageItems(2, 10)).toEqual([1, 2, 3, 'ellipsis-end', 10]);
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, 'ellipsis-end', 10]);
    expect(pageItems(5, 10)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]);
    expect(pageItems(8, 10)).toEqual([1, 'ellipsis-start', 7, 8, 9, 10]);
    expect(pageItems(9, 10)).toEqual([1, 'ellipsis-start', 8, 9, 10]);
    expect(pageItems(10, 10)).toEqual([1, 'ellipsis-start', 9, 10]);
  });

  it('handles six pages, the smallest shortened list', () => {
    expect(pageItems(1, 6)).toEqual([1, 2, 'ellipsis-end', 6]);
    expect(pageItems(3, 6)).toEqual([1, 2, 3, 4, 'ellipsis-end', 6]);
    expect(pageItems(4, 6)).toEqual([1, 'ellipsis-start', 3, 4, 5, 6]);
    expect(pageItems(6, 6)).toEqual([1, 'ellipsis-start', 5, 6]);
  });

  it('never repeats a page or puts two ellipses side by side', () => {
    for (let pageCount = 1; pageCount <= 30; pageCount += 1) {
      for (let page = 1; page <= pageCount; page += 1) {
        const items = pageItems(page, pageCount);
        const numbers = items.filter((item) => typeof item === 'number');
        expect(new Set(numbers).size).toBe(numbers.length);
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
        expect(numbers).toContain(page);
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(pageCount);
        items.forEach((item, index) => {
          if (typeof item === 'string') expect(typeof items[index + 1]).toBe('number');
        });
      }
    }
  });

  it('shows a single page 1 when there are no pages', () => {
    expect(pageItems(1, 0)).toEqual([1]);
    expect(pageItems(1, pageCountOf(0, 10))).toEqual([1]);
  });

  it('clamps a page outside the range', () => {
    expect(pageItems(42, 10)).toEqual([1, 'ellipsis-start', 9, 10]);
    expect(pageItems(0, 10)).toEqual([1, 2, 'ellipsis-end', 10]);
    expect(pageItems(-3, 10)).toEqual([1, 2, 'ellipsis-end', 10]);
    expect(pageItems(7, 3)).toEqual([1, 2, 3]);
  });
});

describe('pageCountOf', () => {
  it('rounds up and never goes below one page', () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(1, 10)).toBe(1);
    expect(pageCountOf(10, 10)).toBe(1);
    expect(pageCountOf(11, 10)).toBe(2);
    expect(pageCountOf(57, 5)).toBe(12);
    expect(pageCountOf(5, 0)).toBe(1);
  });
});

describe('rowsOnPageOf', () => {
  it('is a full page, the remainder on the last page, or zero beyond it', () => {
    expect(rowsOnPageOf(1, 10, 57)).toBe(10);
    expect(rowsOnPageOf(6, 10, 57)).toBe(7);
    expect(rowsOnPageOf(7, 10, 57)).toBe(0);
    expect(rowsOnPageOf(1, 10, 0)).toBe(0);
  });
});

describe('hasNextPage', () => {
  it('is true when the page is full and more rows follow', () => {
    expect(hasNextPage(1, 10, 57)).toBe(true);
    expect(hasNextPage(5, 10, 57)).toBe(true);
  });

  it('is false on the last page, even when it is full', () => {
    expect(hasNextPage(6, 10, 57)).toBe(false);
    expect(hasNextPage(5, 10, 50)).toBe(false);
    expect(hasNextPage(1, 5, 5)).toBe(false);
  });

  it('is false for an empty list or a page beyond the range', () => {
    expect(hasNextPage(1, 10, 0)).toBe(false);
    expect(hasNextPage(9, 10, 57)).toBe(false);
  });

  it('is false when the page the server returned holds fewer rows than the limit', () => {
    expect(hasNextPage(1, 10, 57, 9)).toBe(false);
    expect(hasNextPage(1, 10, 57, 10)).toBe(true);
  });
});
