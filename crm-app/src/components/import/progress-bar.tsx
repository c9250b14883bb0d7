import { Label, ProgressBar } from 'react-aria-components';
import * as styles from './import.css';

/**
 * A wait whose end is not known (a file read, a check of its rows), shown as a bar under what is
 * happening: React Aria's progress bar, read out by its label.
 */
export function WaitBar({ label }: { label: string }) {
  return (
    <ProgressBar isIndeterminate className={styles.progress}>
      <Label>{label}</Label>
      <div className={styles.progressTrack}>
        <div className={styles.progressFill} />
      </div>
    </ProgressBar>
  );
}
