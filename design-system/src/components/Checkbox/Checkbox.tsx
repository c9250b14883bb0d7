import { Checkbox as AriaCheckbox } from 'react-aria-components';
import { CheckIcon, MinusIcon } from '../private/icons';
import type { ToggleProps } from '../private/inputs-fieldProps';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends ToggleProps {
  /** "Some selected" (a select-all box); shown instead of the tick, cleared by the parent. */
  isIndeterminate?: boolean;
  /** Marks the box invalid, e.g. while its group shows an error. */
  isInvalid?: boolean;
  /** Marks the box as one that must be ticked before the form submits. */
  isRequired?: boolean;
  /** Inside a `CheckboxGroup`: the value this box adds to the group's list. */
  value?: string;
}

/**
 * A yes/no choice whose label is its children. `isIndeterminate` shows "some selected" on a select-all box.
 * For a list of options with one label, description and error (a role's permissions) use `CheckboxGroup`,
 * whose value is the list of ticked `value`s. A lone checkbox that needs help or error text goes in a
 * `FormField`.
 */
export function Checkbox({ children, ...checkboxProps }: CheckboxProps) {
  return (
    <AriaCheckbox {...checkboxProps} className={styles.checkbox}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? <MinusIcon /> : isSelected ? <CheckIcon /> : null}
          </span>
          <span>{children}</span>
        </>
      )}
    </AriaCheckbox>
  );
}
