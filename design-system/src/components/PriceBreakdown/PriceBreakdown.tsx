import { InfoIcon } from '../private/icons';
import { Spinner } from '../private/Spinner';
import * as styles from './PriceBreakdown.css';

export const priceLineTones = ['default', 'discount', 'muted'] as const;
export type PriceLineTone = (typeof priceLineTones)[number];

export const priceBreakdownStates = ['ready', 'updating', 'unavailable'] as const;
export type PriceBreakdownState = (typeof priceBreakdownStates)[number];

/** One line of the breakdown: what it is, how it was reached, and its amount. */
export interface PriceLine {
  /** Stable React key. */
  id: string;
  /** What the line is, e.g. `Base price` or `Glass: satin`. */
  label: string;
  /** How it was reached, in a smaller line under the label, e.g. `Table cell 900 × 2000 mm`. */
  detail?: string;
  /** The amount as the app formats it, e.g. `12 480,00 ₴` or `− 1 248,00 ₴`. */
  amount: string;
  /** `discount` for a reduction (green amount), `muted` for a line that adds nothing; `default` otherwise. */
  tone?: PriceLineTone;
}

/** The breakdown's last line: the price. */
export interface PriceTotal {
  /** E.g. `Total` or `Price per door`. */
  label: string;
  /** The total as the app formats it. */
  amount: string;
}

export interface PriceBreakdownProps {
  /** The table's caption, shown above it and naming it for screen readers, e.g. `Price`. */
  caption: string;
  /** The lines, in the order shown; amounts come formatted from the app (the server prices). */
  lines: readonly PriceLine[];
  /** The total under the lines. */
  total: PriceTotal;
  /**
   * `ready` shows the lines; `updating` keeps the last lines while a new price is asked for, marked
   * busy, with `updatingText` beside the caption; `unavailable` shows `unavailableText` instead of the
   * lines (while the size is invalid, say).
   */
  state?: PriceBreakdownState;
  /** Shown instead of the lines while `state` is `unavailable`: why there is no price. */
  unavailableText?: string;
  /** Shown beside the caption, with a spinner, while `state` is `updating`. */
  updatingText?: string;
}

/**
 * A price and how it is made up, as a table: each line's label (with its detail) is the row's header,
 * read with its amount; amounts are right-aligned with digits of equal width; the total closes the table.
 * It shows what it is given (the server prices, the app formats): `updating` keeps the last price on
 * screen while a new one is asked for, `unavailable` says why there is none.
 */
export function PriceBreakdown({
  caption,
  lines,
  total,
  state = 'ready',
  unavailableText = 'No price for this configuration.',
  updatingText = 'Updating…',
}: PriceBreakdownProps) {
  const isUpdating = state === 'updating';
  return (
    <div className={styles.frame} data-state={state}>
      <table className={styles.table} aria-busy={isUpdating || undefined}>
        <caption className={styles.caption}>
          <span className={styles.captionText}>{caption}</span>
        </caption>
        {state === 'unavailable' ? (
          <tbody>
            <tr>
              <td colSpan={2}>
                <div className={styles.unavailable}>
                  <InfoIcon className={styles.unavailableIcon} />
                  <span>{unavailableText}</span>
                </div>
              </td>
            </tr>
          </tbody>
        ) : (
          <>
            <tbody>
              {lines.map((line) => (
                <tr key={line.id}>
                  <th scope="row" className={styles.lineHeader}>
                    <span className={styles.label}>{line.label}</span>
                    {line.detail && (
                      <>
                        {/* A space, so the label and its detail are read as two words, not one. */}{' '}
                        <span className={styles.detail}>{line.detail}</span>
                      </>
                    )}
                  </th>
                  <td className={`${styles.amount} ${styles.tone[line.tone ?? 'default']}`}>{line.amount}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className={styles.totalRow}>
                <th scope="row" className={`${styles.lineHeader} ${styles.totalLabel}`}>
                  {total.label}
                </th>
                <td className={`${styles.amount} ${styles.totalAmount}`}>{total.amount}</td>
              </tr>
            </tfoot>
          </>
        )}
      </table>
      {isUpdating && (
        // Beside the caption, outside the table: the table's name stays the caption.
        <span className={styles.updating}>
          <Spinner />
          <span>{updatingText}</span>
        </span>
      )}
    </div>
  );
}
