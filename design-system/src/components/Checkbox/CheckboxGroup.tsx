import type { ReactNode } from 'react';
import { CheckboxGroup as AriaCheckboxGroup } from 'react-aria-components';
import { FieldLabel } from '../private/inputs-FieldLabel';
import * as fieldStyles from '../private/field.css';
import { FieldMessages } from '../private/inputs-FieldMessages';
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
  label,
  children,
  description,
  errorMessage,
  isRequired,
  ...groupProps
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup
      {...groupProps}
      isRequired={isRequired}
      isInvalid={!!errorMessage}
      validationBehavior="aria"
      className={`${fieldStyles.field} ${styles.group}`}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <div className={styles.groupItems}>{children}</div>
      <FieldMessages description={description} errorMessage={errorMessage} />
    </AriaCheckboxGroup>
  );
}
