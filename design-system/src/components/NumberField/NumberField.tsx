import type { FocusEvent, Ref } from 'react';
import { Button, Group, Input, NumberField as AriaNumberField } from 'react-aria-components';
import type { LabelledFieldProps } from '../private/inputs-fieldProps';
import * as fieldStyles from '../private/field.css';
import { ChevronDownIcon, ChevronUpIcon } from '../private/icons';
import { FieldParts, labelledField } from '../private/inputs-FieldParts';
import * as styles from './NumberField.css';

export interface NumberFieldProps extends LabelledFieldProps {
  /** The number; `NaN` when the field is empty. */
  value?: number;
  /** The number to start with, when the field owns the state (uncontrolled). */
  defaultValue?: number;
  /** Called with the parsed number on blur, Enter or a step; `NaN` when the user emptied the field. */
  onChange?: (value: number) => void;
  /** Called when the field loses focus, e.g. for a form library to mark it touched. */
  onBlur?: (event: FocusEvent<Element>) => void;
  /** The smallest value allowed. */
  minValue?: number;
  /** The largest value allowed. */
  maxValue?: number;
  /** How much the arrow keys and the buttons change the value. */
  step?: number;
  /** `Intl.NumberFormat` options, e.g. `{ style: 'percent' }` for a discount or `{ style: 'currency', currency: 'EUR' }`. */
  formatOptions?: Intl.NumberFormatOptions;
  /** Accessible names of the step buttons (they are not in the tab order; arrow keys step too). */
  incrementLabel?: string;
  /** The name of the button that lowers the value. */
  decrementLabel?: string;
  /** Ref to the `<input>`, e.g. react-hook-form's `field.ref` for focusing on error. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A number with locale formatting (`formatOptions`), min/max clamping and stepping by arrow keys or the
 * buttons (which stay out of the tab order). `onChange` receives a `number` when the user commits (blur,
 * Enter, a step), `NaN` when the field was emptied. Used for the item price (min 0) and the dealer discount
 * (default 0).
 */
export function NumberField({
  placeholder,
  inputRef,
  incrementLabel = 'Increase',
  decrementLabel = 'Decrease',
  ...props
}: NumberFieldProps) {
  const field = labelledField(props);
  return (
    <AriaNumberField {...field.root}>
      <FieldParts {...field.parts}>
        <Group className={fieldStyles.controlBox}>
          <Input
            ref={inputRef}
            placeholder={placeholder}
            className={`${fieldStyles.innerInput} ${styles.input}`}
          />
          <div className={styles.steppers}>
            <Button slot="increment" aria-label={incrementLabel} className={styles.stepper}>
              <ChevronUpIcon />
            </Button>
            <Button slot="decrement" aria-label={decrementLabel} className={styles.stepper}>
              <ChevronDownIcon />
            </Button>
          </div>
        </Group>
      </FieldParts>
    </AriaNumberField>
  );
}
