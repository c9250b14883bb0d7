import type { ReactNode } from 'react';
import { CheckboxGroup as AriaCheckboxGroup } from 'react-aria-components';
import { FieldParts, labelledField } from '../private/inputs-FieldParts';
import * as styles from './Checkbox.css';

export interface CheckboxGroupProps {
  label: string;
  /** `Checkbox` elements, each with a `value`. */
  children: ReactNode;
  description?: string;
  /** When set the group is invalid and shows this message, linked to it by aria-describedby. */
  errorMessage?: string;
  /** The `value`s of the ticked boxes. */
  value?: string[];
  defaultValue?: string[];
  onChange?: (value: string[]) => void;
  onBlur?: () => void;
  name?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  id?: string;
}

/** A labelled list of checkboxes whose value is the list of ticked values (e.g. a role's permissions). */
export function CheckboxGroup({
  children,
  // The label, the messages and the states, for labelledField.
  ...props
}: CheckboxGroupProps) {
  const field = labelledField(props);
  return (
    <AriaCheckboxGroup {...field.root} className={`${field.root.className} ${styles.group}`}>
      <FieldParts {...field.parts}>
        <div className={styles.groupItems}>{children}</div>
      </FieldParts>
    </AriaCheckboxGroup>
  );
}
