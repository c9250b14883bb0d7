import { Button } from '../Button/Button';
import { ChevronDownIcon } from '../private/icons';
import * as styles from './ColumnChooser.css';

/** A column a person may show or hide: its id and its header's text. */
export interface ColumnChoice {
  id: string;
  label: string;
}

export interface ColumnChooserProps {
  /** The trigger's text and the menu's name, e.g. 'Columns'. */
  label: string;
  /** The columns that may be shown or hidden, in the table's order. */
  columns: readonly ColumnChoice[];
  /** The ids of the columns hidden now. */
  hidden: readonly string[];
  /** Called with the ids hidden after a column is ticked or unticked. */
  onHiddenChange: (hidden: string[]) => void;
  /** Names the trigger for screen readers when its text is not enough ('Columns of Quotes'). */
  'aria-label'?: string;
}

/** The chooser's trigger: its label and a chevron (`ColumnChooser`). */
export function ColumnChooserButton({ label, 'aria-label': ariaLabel }: ColumnChooserProps) {
  return (
    <Button variant="secondary" size="sm" aria-label={ariaLabel}>
      {label}
      <span className={styles.chevron}>
        <ChevronDownIcon />
      </span>
    </Button>
  );
}
