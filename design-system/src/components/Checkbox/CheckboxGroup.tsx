import type { ReactNode } from 'react';
import { CheckboxGroup as AriaCheckboxGroup } from 'react-aria-components';
import { FieldParts, labelledField } from '../private/inputs-FieldParts';
import * as styles from './Checkbox.css';

export interface CheckboxGroupProps {
  /** The visible label of the group, announced with each box. */
  label: string;
  /** `Checkbox` elements, each with a `value`. */
  children: ReactNode;
  /** Help text shown under the control and linked to it by aria-describedby. */
  description?: string;
  /** When set the group is invalid and shows this message, linked to it by aria-describedby. */
  errorMessage?: string;
  /** The `value`s of the ticked boxes. */
  value?: string[];
  /** The `value`s ticked at first, when the group owns the state (uncontrolled). */
  defaultValue?: string[];
  /** Called with the `value`s of the ticked boxes whenever one changes. */
  onChange?: (value: string[]) => void;
  /** Called when the focus leaves the group, e.g. for a form library to mark it touched. */
  onBlur?: () => void;
  /** Submitted with a native form: one entry per ticked box under this name. */
  name?: string;
  /** Marks the field as required: screen readers announce it and a native form will not submit it empty. */
  isRequired?: boolean;
  /** Disables the control: it cannot be focused or changed and is drawn dimmed. */
  isDisabled?: boolean;
  /** The id of the element, e.g. for a label or link elsewhere on the page. */
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
