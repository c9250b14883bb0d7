import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocale } from 'react-aria-components';
import { nextSpot, valueScale, type BarSpot } from './barScale';
import type { ChartTone } from './chartTones';
import * as styles from './BarChart.css';

/** Bars of a category on top of each other (one column per category) or side by side. */
export const barChartLayouts = ['stacked', 'grouped'] as const;
export type BarChartLayout = (typeof barChartLayouts)[number];

export { chartTones, type ChartTone } from './chartTones';

export interface BarChartCategory {
  key: string;
  /** Under its column: short (`3 Nov`). */
  label: string;
  /** What a bar of it announces and the table shows (`Week of 3 Nov`); `label` when not given. */
  fullLabel?: string;
}

export interface BarChartSeries {
  key: string;
  label: string;
  tone: ChartTone;
}

export interface BarChartStrings {
  /** The header of the table's first column (the categories), e.g. `Week`. */
  category: string;
  /** The header of the table's last column, the sum of each row, e.g. `Total`. */
  total: string;
}

export interface BarChartProps {
  /** Names the chart, and captions its table. */
  'aria-label': string;
  /** The groups along the axis, in order (e.g. months), each with an id and a label. */
  categories: readonly BarChartCategory[];
  /** The measured things, each with an id, a label and a tone from `chartTones`. */
  series: readonly BarChartSeries[];
  /** `values[category][series]`, one row per category in the order of `series`. */
  values: readonly (readonly number[])[];
  /** `stacked` puts each category's series on one bar; `grouped` puts them side by side. */
  layout?: BarChartLayout;
  /** The chart's words (the table's headers for screen readers), English by default. */
  strings: BarChartStrings;
  /** The plot's height in pixels (the labels and legend add to it). */
  height?: number;
  /** A value as shown and announced; the locale's number format when not given. */
  formatValue?: (value: number) => string;
}

const COLUMN = 100;
const GAP = 18;

/**
 * A bar chart in plain SVG, themed from the tokens: a bar per category and series, stacked or side
 * by side, with a value axis, the categories under it and a legend. The chart is one tab stop: the
 * arrow keys move between its bars (Left and Right across categories, Up and Down through the
 * series, Home and End), each announcing "category, series: value", which also shows above the
 * plot while a bar has the focus or the pointer. The same data is a table for screen readers.
 * Bars of 0 are not drawn and not reached; the table holds every value.
 */
export function BarChart({
  'aria-label': ariaLabel,
  categories,
  series,
  values,
  layout = 'stacked',
  strings,
  height = 200,
  formatValue,
}: BarChartProps) {
  const { locale } = useLocale();
  const format = formatValue ?? ((value: number) => new Intl.NumberFormat(locale).format(value));
  const captionId = useId();
  const valueOf = (spot: BarSpot) => values[spot.category]?.[spot.series] ?? 0;
  const has = (spot: BarSpot) => valueOf(spot) > 0;
  const size = { categories: categories.length, series: series.length };
  const totals = categories.map((_, category) =>
    series.reduce((sum, _s, index) => sum + valueOf({ category, series: index }), 0),
  );
  const largest =
    layout === 'stacked' ? Math.max(0, ...totals) : Math.max(0, ...values.flatMap((row) => [...row]));
  const scale = valueScale(largest);

  const spots = categories.flatMap((_, category) =>
    series.map((_s, index) => ({ category, series: index })).filter(has),
  );
  const [current, setCurrent] = useState<BarSpot | null>(null);
  const [shown, setShown] = useState<BarSpot | null>(null);
  const bars = useRef(new Map<string, SVGRectElement>());
  const id = (spot: BarSpot) => `${spot.category}-${spot.series}`;
  // The tab stop: the bar focused last, else the first.
  const tabStop = current && has(current) ? current : (spots[0] ?? null);

  const labelOf = (spot: BarSpot) => {
    const category = categories[spot.category]!;
    return `${category.fullLabel ?? category.label}, ${series[spot.series]!.label}: ${format(valueOf(spot))}`;
  };

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    if (!tabStop) return;
    const next = nextSpot(current ?? tabStop, event.key, size, has);
    if (!next) return;
    event.preventDefault();
    setCurrent(next);
    bars.current.get(id(next))?.focus();
  };

  const rect = (spot: BarSpot) => {
    const value = valueOf(spot);
    const barHeight = (value / scale.top) * 100;
    const left = spot.category * COLUMN + GAP / 2;
    const width = COLUMN - GAP;
    if (layout === 'stacked') {
      const below = series
        .slice(0, spot.series)
        .reduce((sum, _s, index) => sum + valueOf({ category: spot.category, series: index }), 0);
      return { x: left, width, y: 100 - ((below + value) / scale.top) * 100, height: barHeight };
    }
    const each = width / series.length;
    return { x: left + spot.series * each, width: each, y: 100 - barHeight, height: barHeight };
  };

  return (
    <div className={styles.chart}>
      <p className={styles.readout} aria-hidden="true">
        {shown ? labelOf(shown) : '\u00a0'}
      </p>
      <div className={styles.plotRow} style={{ height }}>
        <div className={styles.valueAxis} aria-hidden="true">
          {scale.values.map((tick) => (
            <span key={tick} className={styles.tick} style={{ bottom: `${(tick / scale.top) * 100}%` }}>
              {format(tick)}
            </span>
          ))}
        </div>
        <svg
          className={styles.plot}
          viewBox={`0 0 ${Math.max(1, categories.length) * COLUMN} 100`}
          preserveAspectRatio="none"
          role="group"
          aria-label={ariaLabel}
          onKeyDown={onKeyDown}
        >
          <g aria-hidden="true">
            {scale.values.map((tick) => (
              <line
                key={tick}
                className={tick === 0 ? styles.baseline : styles.gridline}
                x1={0}
                x2={Math.max(1, categories.length) * COLUMN}
                y1={100 - (tick / scale.top) * 100}
                y2={100 - (tick / scale.top) * 100}
              />
            ))}
          </g>
          {spots.map((spot) => {
            const place = rect(spot);
            const isTabStop = tabStop !== null && id(tabStop) === id(spot);
            return (
              <rect
                key={id(spot)}
                ref={(element) => {
                  if (element) bars.current.set(id(spot), element);
                  else bars.current.delete(id(spot));
                }}
                className={`${styles.bar} ${styles.tone[series[spot.series]!.tone]}`}
                {...place}
                role="img"
                aria-label={labelOf(spot)}
                tabIndex={isTabStop ? 0 : -1}
                onFocus={() => {
                  setCurrent(spot);
                  setShown(spot);
                }}
                onBlur={() => setShown(null)}
                onPointerEnter={() => setShown(spot)}
                onPointerLeave={() => setShown(null)}
              />
            );
          })}
        </svg>
      </div>
      <div className={styles.categoryAxis} aria-hidden="true">
        {categories.map((category) => (
          <span key={category.key} className={styles.categoryLabel}>
            {category.label}
          </span>
        ))}
      </div>
      <ul className={styles.legend} aria-hidden="true">
        {series.map((entry) => (
          <li key={entry.key} className={styles.legendItem}>
            <span className={`${styles.swatch} ${styles.swatchTone[entry.tone]}`} />
            {entry.label}
          </li>
        ))}
      </ul>
      <table className={styles.table} aria-labelledby={captionId}>
        <caption id={captionId}>{ariaLabel}</caption>
        <thead>
          <tr>
            <th scope="col">{strings.category}</th>
            {series.map((entry) => (
              <th key={entry.key} scope="col">
                {entry.label}
              </th>
            ))}
            <th scope="col">{strings.total}</th>
          </tr>
        </thead>
        <tbody>
          {categories.map((category, index) => (
            <tr key={category.key}>
              <th scope="row">{category.fullLabel ?? category.label}</th>
              {series.map((entry, s) => (
                <td key={entry.key}>{format(valueOf({ category: index, series: s }))}</td>
              ))}
              <td>{format(totals[index]!)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
