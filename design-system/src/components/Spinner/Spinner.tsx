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
  size?: SpinnerSize;
}

/** An indeterminate progress indicator (`role="progressbar"`) drawn as a spinning ring. */
export function Spinner({ label = 'Loading', showLabel = false, size = 'md' }: SpinnerProps) {
  return (
    <ProgressBar isIndeterminate aria-label={label} className={`${styles.spinner} ${styles.size[size]}`}>
      <SpinnerIcon />
      {showLabel && <span className={styles.label}>{label}</span>}
    </ProgressBar>
  );
}
