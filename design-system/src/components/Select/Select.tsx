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
import type { ChoiceFieldProps } from '../private/inputs-fieldProps';
import * as styles from './Select.css';

export const selectSizes = ['sm', 'md'] as const;
export type SelectSize = (typeof selectSizes)[number];

export interface SelectItem {
  id: string;
  label: string;
}

export interface SelectProps extends ChoiceFieldProps {
  /** The options, each with an id and a label. */
  items: readonly SelectItem[];
  /** The id of the chosen option, when the parent owns the state; `null` for none. */
  selectedKey?: string | null;
  /** The id of the option chosen at first, when the select owns the state. */
  defaultSelectedKey?: string | null;
  /** Called with the chosen option's id. */
  onSelectionChange?: (key: string) => void;
  /** `sm` for toolbars and the pager's page-size select. */
  size?: SelectSize;
  /** Called when the select loses focus, e.g. for a form library to mark it touched. */
  onBlur?: () => void;
}

/**
 * One choice from a short list: status filters, a role, the pager's "Show" page size. Items are
 * `{ id, label }`; `onSelectionChange` receives the chosen `id`. Give a visible `label` or, where the
 * context names it, an `aria-label`. `size='sm'` fits toolbars and the pager. Keyboard: Enter, Space or the
 * arrow keys open it; type-ahead jumps to an option. Server or form errors go in `errorMessage`. For long
 * or searched lists use a `ComboBox`.
 */
export function Select({
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
