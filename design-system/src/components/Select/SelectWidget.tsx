import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
} from 'react-aria-components';
import { CheckIcon, ChevronDownIcon } from '../private/icons';
import { FieldParts, labelledField } from '../private/inputs-FieldParts';
import type { SelectProps } from './SelectTypes';
import * as styles from './Select.css';

/** The select itself, loaded when it is first used (`Select`). */
export default function SelectWidget({
  items,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  placeholder,
  size = 'md',
  ...props
}: SelectProps) {
  const field = labelledField(props);
  return (
    <AriaSelect
      {...field.root}
      value={selectedKey}
      defaultValue={defaultSelectedKey}
      onChange={(key) => {
        if (key != null) onSelectionChange?.(String(key));
      }}
      placeholder={placeholder}
    >
      <FieldParts {...field.parts}>
        <Button className={`${styles.trigger} ${styles.triggerSize[size]}`}>
          <SelectValue className={styles.value}>
            {/* The label text only: by default it would repeat the option's content, tick included. */}
            {({ isPlaceholder, selectedText, defaultChildren }) =>
              isPlaceholder ? defaultChildren : selectedText
            }
          </SelectValue>
          <ChevronDownIcon className={styles.chevron} />
        </Button>
      </FieldParts>
      <Popover className={styles.popover} offset={4}>
        <ListBox items={items} className={styles.listBox}>
          {(item) => (
            <ListBoxItem
              id={item.id}
              textValue={item.label}
              className={`${styles.item} ${styles.itemSize[size]}`}
            >
              {item.label}
              <CheckIcon className={styles.check} />
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
