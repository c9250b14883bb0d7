import { useId, type ReactNode } from 'react';
import { Radio as AriaRadio, RadioGroup as AriaRadioGroup } from 'react-aria-components';
import { FieldParts, labelledField } from '../private/inputs-FieldParts';
import type { FieldProps } from '../private/inputs-fieldProps';
import * as styles from './RadioGroup.css';

export const radioGroupOrientations = ['vertical', 'horizontal'] as const;
export type RadioGroupOrientation = (typeof radioGroupOrientations)[number];

export interface RadioGroupProps extends FieldProps {
  label: string;
  /** `Radio` elements. */
  children: ReactNode;
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string) => void;
  onBlur?: () => void;
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
  value: string;
  /** The visible label. */
  children: ReactNode;
  /** A second line under the label, e.g. what the option means. */
  description?: string;
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
