import {
  statusLabel,
  statusTone,
  type DealerStatus,
  type OrderStatus,
  type StatusTone,
  type UserStatus,
} from './statusTone';
import * as styles from './StatusBadge.css';

interface StatusBadgeBase {
  /** Translated text; defaults to the status with its first letter capitalised. */
  label?: string;
  /** Overrides the tone the kind and status give. */
  tone?: StatusTone;
  id?: string;
}

export type StatusBadgeProps = StatusBadgeBase &
  (
    | { kind: 'user'; status: UserStatus }
    | { kind: 'dealer'; status: DealerStatus }
    | { kind: 'order'; status: OrderStatus }
  );

/** A user, dealer or order status as a coloured pill; the colour follows the spec per kind. */
export function StatusBadge({ kind, status, label, tone, id }: StatusBadgeProps) {
  const resolvedTone = tone ?? statusTone(kind, status);
  return (
    <span id={id} className={`${styles.badge} ${styles.tone[resolvedTone]}`} data-status={status}>
      <span className={styles.dot} aria-hidden="true" />
      {label ?? statusLabel(status)}
    </span>
  );
}
