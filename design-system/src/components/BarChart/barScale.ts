/**
 * The value axis of a bar chart: a top that is a round number at or above the largest bar (1, 2 or 5
 * times a power of ten per step), and its `ticks` steps from 0. An empty chart still gets an axis.
 */
export function valueScale(max: number, ticks = 4): { top: number; step: number; values: number[] } {
  const target = Math.max(max, 0) / ticks;
  let step = 1;
  if (target > 1) {
    const power = 10 ** Math.floor(Math.log10(target));
    const fraction = target / power;
    step = (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10) * power;
  }
  const top = step * Math.max(1, Math.ceil(Math.max(max, 0) / step));
  const values = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
  return { top, step, values };
}

/** A bar's place in the chart's reading order: its category (column) and its series. */
export interface BarSpot {
  category: number;
  series: number;
}

/**
 * Where an arrow key moves the focus among the bars that exist (`has`): Left and Right to the
 * previous or next category that has a bar (the same series where it has one, else the nearest),
 * Up and Down to the next or previous series of the same category (up the stack), Home and End to
 * the first and the last bar. Null when the key moves nowhere.
 */
export function nextSpot(
  from: BarSpot,
  key: string,
  size: { categories: number; series: number },
  has: (spot: BarSpot) => boolean,
): BarSpot | null {
  const inCategory = (category: number) =>
    Array.from({ length: size.series }, (_, series) => ({ category, series })).filter(has);
  const nearest = (category: number) => {
    const spots = inCategory(category);
    if (spots.length === 0) return null;
    return spots.reduce((best, spot) =>
      Math.abs(spot.series - from.series) < Math.abs(best.series - from.series) ? spot : best,
    );
  };
  const all = Array.from({ length: size.categories }, (_, category) => inCategory(category)).flat();
  switch (key) {
    case 'ArrowRight':
      for (let category = from.category + 1; category < size.categories; category++) {
        const spot = nearest(category);
        if (spot) return spot;
      }
      return null;
    case 'ArrowLeft':
      for (let category = from.category - 1; category >= 0; category--) {
        const spot = nearest(category);
        if (spot) return spot;
      }
      return null;
    case 'ArrowUp':
      return inCategory(from.category).find((spot) => spot.series > from.series) ?? null;
    case 'ArrowDown':
      return (
        inCategory(from.category)
          .reverse()
          .find((spot) => spot.series < from.series) ?? null
      );
    case 'Home':
      return all[0] ?? null;
    case 'End':
      return all.at(-1) ?? null;
    default:
      return null;
  }
}
