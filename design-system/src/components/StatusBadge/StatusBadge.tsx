import type { StatusTone } from './statusTone';
import * as styles from './StatusBadge.css';

export interface StatusBadgeProps {
  /** The colour, from what the status means (one of `statusTones`); the app maps its statuses to tones. */
  tone: StatusTone;
  /** The text shown, translated by the app. */
  label: string;
  /** The status value itself, kept as `data-status` (beside `data-tone`) for tests and styles; it changes nothing shown. */
  status?: string;
  /** The id of the element, e.g. for a label or link elsewhere on the page. */
  id?: string;
}

/**
 * A status pill: a `tone` (one of `statusTones`: what the status means) and a `label` (translated by the
 * app). The design system knows no status vocabulary; the app maps each of its statuses to a tone. `status`
 * keeps the raw value as `data-status`; `statusLabel(value)` turns a value into a readable default
 * (underscores as spaces, only the first letter capitalised).
 */
export function StatusBadge({ tone, label, status, id }: StatusBadgeProps) {
  return (
    <span id={id} className={`${styles.badge} ${styles.tone[tone]}`} data-tone={tone} data-status={status}>
      <span className={styles.dot} aria-hidden="true" />
      {label}
    </span>
  );
}
