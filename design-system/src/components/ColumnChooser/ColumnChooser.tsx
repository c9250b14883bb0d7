import { Menu, MenuItem, MenuTrigger, Popover, Text, type Selection } from 'react-aria-components';
import { Button } from '../Button/Button';
import { CheckIcon, ChevronDownIcon } from '../private/icons';
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

/**
 * Which of a table's columns show: a button that opens a menu of the columns, each ticked while it
 * shows (React Aria's multiple-selection menu, so it stays open while several are changed, and each
 * item is a `menuitemcheckbox`). The table's other columns (its name column, its actions) are not
 * offered and always show.
 */
export function ColumnChooser({
  label,
  columns,
  hidden,
  onHiddenChange,
  'aria-label': ariaLabel,
}: ColumnChooserProps) {
  const shown = columns.filter((column) => !hidden.includes(column.id)).map((column) => column.id);
  const change = (selection: Selection) => {
    const keys = selection === 'all' ? null : new Set([...selection].map(String));
    onHiddenChange(keys ? columns.filter((column) => !keys.has(column.id)).map((column) => column.id) : []);
  };
  return (
    <MenuTrigger>
      <Button variant="secondary" size="sm" aria-label={ariaLabel}>
        {label}
        <span className={styles.chevron}>
          <ChevronDownIcon />
        </span>
      </Button>
      <Popover placement="bottom end" offset={6} className={styles.popover}>
        <Menu
          aria-label={ariaLabel ?? label}
          selectionMode="multiple"
          selectedKeys={shown}
          onSelectionChange={change}
          className={styles.menu}
        >
          {columns.map((column) => (
            <MenuItem key={column.id} id={column.id} textValue={column.label} className={styles.item}>
              {({ isSelected }) => (
                <>
                  <span className={styles.box} aria-hidden>
                    {isSelected && <CheckIcon />}
                  </span>
                  <Text slot="label">{column.label}</Text>
                </>
              )}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
