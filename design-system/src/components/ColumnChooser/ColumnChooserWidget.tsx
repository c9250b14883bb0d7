import { Menu, MenuItem, MenuTrigger, Popover, Text, type Selection } from 'react-aria-components';
import { CheckIcon } from '../private/icons';
import { ColumnChooserButton, type ColumnChooserProps } from './ColumnChooserTrigger';
import * as styles from './ColumnChooser.css';

/** The column chooser itself, loaded when it is first used (`ColumnChooser`). */
export default function ColumnChooserWidget(props: ColumnChooserProps) {
  const { label, columns, hidden, onHiddenChange, 'aria-label': ariaLabel } = props;
  const shown = columns.filter((column) => !hidden.includes(column.id)).map((column) => column.id);
  const change = (selection: Selection) => {
    const keys = selection === 'all' ? null : new Set([...selection].map(String));
    onHiddenChange(keys ? columns.filter((column) => !keys.has(column.id)).map((column) => column.id) : []);
  };
  return (
    <MenuTrigger>
      <ColumnChooserButton {...props} />
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
