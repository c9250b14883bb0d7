import { useId, type ReactNode } from 'react';
import { Radio as AriaRadio, RadioGroup as AriaRadioGroup } from 'react-aria-components';
import { FieldParts, labelledField } from '../private/inputs-FieldParts';
import type { FieldProps } from '../private/inputs-fieldProps';
import * as styles from './RadioGroup.css';

export const radioGroupOrientations = ['vertical', 'horizontal'] as const;
export type RadioGroupOrientation = (typeof radioGroupOrientations)[number];

export interface RadioGroupProps extends FieldProps {
  /** The visible label of the group, announced with each option. */
  label: string;
  /** `Radio` elements. */
  children: ReactNode;
  /** The chosen option's `value`, when the parent owns the state; `null` for none. */
  value?: string | null;
  /** The option chosen at first, when the group owns the state (uncontrolled). */
  defaultValue?: string | null;
  /** Called with the chosen option's `value`. */
  onChange?: (value: string) => void;
  /** Called when the focus leaves the group. */
  onBlur?: () => void;
  /** `vertical` (the default) stacks the options; `horizontal` puts them side by side. */
  orientation?: RadioGroupOrientation;
}

/**
 * One choice from a few options shown at once (two-factor method, role type). `Radio` children carry the
 * `value` and may have a `description`. Tab enters the group at the chosen option and the arrow keys move
 * the choice. `value`/`onChange(value)`/`onBlur`/`errorMessage` fit a react-hook-form `Controller`.
 */
export function RadioGroup({
  children,
  orientation = 'vertical',
  // The label, the messages and the states, for labelledField.
  ...props
}: RadioGroupProps) {
  const field = labelledField(props);
  return (
    <AriaRadioGroup {...field.root} orientation={orientation}>
      <FieldParts {...field.parts}>
        <div className={styles.items[orientation]}>{children}</div>
      </FieldParts>
    </AriaRadioGroup>
  );
}

export interface RadioProps {
  /** The option's value: what the group's `value` and `onChange` carry when it is chosen. */
  value: string;
  /** The visible label. */
  children: ReactNode;
  /** A second line under the label, e.g. what the option means. */
  description?: string;
  /** Disables the option. */
  isDisabled?: boolean;
}

export function Radio({ value, children, description, isDisabled }: RadioProps) {
  const descriptionId = useId();
  return (
    <AriaRadio
      value={value}
      isDisabled={isDisabled}
      aria-describedby={description ? descriptionId : undefined}
      className={styles.radio}
    >
      <span className={styles.circle} aria-hidden="true" />
      {description ? (
        <span className={styles.radioText}>
          <span>{children}</span>
          {/* Read as the radio's description, not as part of its name (the label wraps it). */}
          <span id={descriptionId} aria-hidden="true" className={styles.radioDescription}>
            {description}
          </span>
        </span>
      ) : (
        children
      )}
    </AriaRadio>
  );
}
