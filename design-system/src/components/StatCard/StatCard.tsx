import { Children, type ReactNode } from 'react';
import { Link } from 'react-aria-components';
import * as styles from './StatCard.css';

/** The value's colour: `critical` for what needs attention now (overdue), `neutral` otherwise. */
export const statCardTones = ['neutral', 'accent', 'success', 'warning', 'critical'] as const;
export type StatCardTone = (typeof statCardTones)[number];

export const statTrendDirections = ['up', 'down', 'flat'] as const;
export type StatTrendDirection = (typeof statTrendDirections)[number];

export interface StatTrend {
  direction: StatTrendDirection;
  /** What the change is, in words, e.g. `+4 on last week`. */
  label: string;
  /** Whether the change is good news (green), bad (red) or neither; neither when not given. */
  tone?: 'success' | 'critical' | 'neutral';
}

export interface StatCardProps {
  /** What the number counts, e.g. "Open quotes". */
  label: ReactNode;
  /** The number, formatted. */
  value: ReactNode;
  /** Where the number leads (the list it counts): the value becomes a link. */
  href?: string;
  /** The link's name, e.g. `Quotes waiting for approval: 12`; the label and the value when not given. */
  linkLabel?: string;
  /** A line under the value. */
  description?: ReactNode;
  /** A change since the last period, shown beside the value with its direction. */
  trend?: StatTrend;
  /** The colour of the number: `critical` for one that needs attention, `neutral` by default, `accent`, `success` or `warning`. */
  tone?: StatCardTone;
}

const arrows: Record<StatTrendDirection, string> = { up: '↑', down: '↓', flat: '→' };

/**
 * A number and what it counts, in a small card: a label, the value (a link to what it counts when
 * `href` is given), an optional line under it and an optional trend. Put several in a
 * `StatCardGrid`.
 */
export function StatCard({
  label,
  value,
  href,
  linkLabel,
  description,
  trend,
  tone = 'neutral',
}: StatCardProps) {
  // A number that leads somewhere looks like a link unless its tone says more.
  const valueClass = `${styles.value} ${styles.valueTone[href && tone === 'neutral' ? 'accent' : tone]}`;
  return (
    <div className={styles.card}>
      <span className={styles.label}>{label}</span>
      {href ? (
        <Link
          href={href}
          className={`${valueClass} ${styles.valueLink}`}
          aria-label={linkLabel ?? (typeof label === 'string' ? `${label}: ${String(value)}` : undefined)}
        >
          {value}
        </Link>
      ) : (
        <span className={valueClass}>{value}</span>
      )}
      {trend && (
        <span className={`${styles.trend} ${styles.trendTone[trend.tone ?? 'neutral']}`}>
          <span aria-hidden="true">{arrows[trend.direction]} </span>
          {trend.label}
        </span>
      )}
      {description != null && <div className={styles.description}>{description}</div>}
    </div>
  );
}

export interface StatCardGridProps {
  /** Names the group of numbers (a list). */
  'aria-label'?: string;
  /** One `StatCard` per number. */
  children: ReactNode;
}

/** Stat cards side by side, as many per row as fit (one column on a phone), as a list. */
export function StatCardGrid({ 'aria-label': ariaLabel, children }: StatCardGridProps) {
  return (
    <ul className={styles.grid} aria-label={ariaLabel}>
      {Children.toArray(children).map((child, index) => (
        <li key={index} className={styles.item}>
          {child}
        </li>
      ))}
    </ul>
  );
}
