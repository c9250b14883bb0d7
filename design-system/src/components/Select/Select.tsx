import { useId } from 'react';
import { Button } from 'react-aria-components';
import { deferred } from '../private/deferred';
import { ChevronDownIcon } from '../private/icons';
import { StandInField } from '../private/standInField';
import type { SelectProps } from './SelectTypes';
import * as styles from './Select.css';

export * from './SelectTypes';

const chosen = ({ items, selectedKey, defaultSelectedKey }: SelectProps) => {
  const key = selectedKey !== undefined ? selectedKey : defaultSelectedKey;
  return items.find((item) => item.id === key);
};

/**
 * The select until it is first used: its label, its button with the chosen option's label (or the
 * placeholder) and its messages, as the select shows them, named and described the same way.
 */
function SelectStandIn(props: SelectProps) {
  const { placeholder, size = 'md', label, description, errorMessage, isRequired, isDisabled } = props;
  const ids = { value: useId(), button: useId() };
  const item = chosen(props);
  return (
    <StandInField {...{ label, description, errorMessage, isRequired, isDisabled }}>
      {({ label: labelId, describedBy }) => (
        <Button
          id={ids.button}
          aria-label={props['aria-label']}
          aria-labelledby={`${ids.value} ${label ? labelId : ids.button}`}
          aria-describedby={describedBy}
          isDisabled={isDisabled}
          className={`${styles.trigger} ${styles.triggerSize[size]}`}
        >
          <span id={ids.value} className={styles.value} data-placeholder={item ? undefined : true}>
            {item?.label ?? placeholder}
          </span>
          <ChevronDownIcon className={styles.chevron} />
        </Button>
      )}
    </StandInField>
  );
}

/**
 * One choice from a short list: status filters, a role, the pager's "Show" page size. Items are
 * `{ id, label }`; `onSelectionChange` receives the chosen `id`. Give a visible `label` or, where the
 * context names it, an `aria-label`. `size='sm'` fits toolbars and the pager. Keyboard: Enter, Space or the
 * arrow keys open it; type-ahead jumps to an option. Server or form errors go in `errorMessage`. For long
 * or searched lists use a `ComboBox`.
 */
// Loaded when first used (`deferred`): until then a stand-in that looks and reads the same, which a
// press turns into the select. Give a `placeholder` where nothing may be chosen: the stand-in shows
// no words of its own (React Aria's "Select an item" comes with the select).
export const Select = /*#__PURE__*/ deferred<SelectProps>(
  () => import('./SelectWidget'),
  (props) => <SelectStandIn {...props} />,
  'listbox',
);
