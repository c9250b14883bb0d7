import { ProgressBar } from 'react-aria-components';
import { Spinner as SpinnerIcon } from '../private/Spinner';
import * as styles from './Spinner.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps {
  /** What is loading, read by screen readers ("Loading orders"). */
  label?: string;
  /** Shows the label beside the ring as well. */
  showLabel?: boolean;
  /** The diameter: `sm` inside a button or field, `md` by default, `lg` for a page. */
  size?: SpinnerSize;
}

/**
 * An indeterminate `progressbar` for a wait without a known end (a dealer user page, a dialog loading its
 * form). `label` names it for screen readers; `showLabel` prints it too.
 */
export function Spinner({ label = 'Loading', showLabel = false, size = 'md' }: SpinnerProps) {
  return (
    <ProgressBar isIndeterminate aria-label={label} className={`${styles.spinner} ${styles.size[size]}`}>
      <SpinnerIcon />
      {showLabel && <span className={styles.label}>{label}</span>}
    </ProgressBar>
  );
}
