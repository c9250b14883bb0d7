import { useId, useState, type FocusEvent, type Ref } from 'react';
import { Group, Input, TextField as AriaTextField } from 'react-aria-components';
import * as fieldStyles from '../private/field.css';
import type { FieldProps } from '../private/inputs-fieldProps';
import { FieldParts, labelledField } from '../private/inputs-FieldParts';
import * as styles from './SizeField.css';

export interface SizeFieldProps extends FieldProps {
  /** The visible label, which also names the control for screen readers (with the `unit` after it). */
  label: string;
  /** The size, when the parent owns the state; `null` while the field is empty. */
  value?: number | null;
  /** The size to start with, when the field owns the state (uncontrolled). */
  defaultValue?: number | null;
  /**
   * Called with the whole number as it is typed (`null` while the field is empty) and when an arrow
   * key steps it. The typed number is never clamped to the range nor snapped to the step: the parent
   * checks it and passes the `errorMessage`.
   */
  onChange?: (value: number | null) => void;
  /** Called when the control loses focus, e.g. for a form library to mark it touched. */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** The smallest size: the arrow keys stop there, ArrowUp starts there in an empty field, Home goes there. */
  min?: number;
  /** The largest size: the arrow keys stop there, ArrowDown starts there in an empty field, End goes there. */
  max?: number;
  /** ArrowUp and ArrowDown move to the next multiple of `step`, counted from `min`; 1 by default. */
  step?: number;
  /** The unit shown after the number inside the box and read with the label, e.g. `mm`. */
  unit: string;
  /** Shown in the empty control; never a replacement for the label. */
  placeholder?: string;
  /** The value can be focused and copied but not changed. */
  isReadOnly?: boolean;
  /** Ref to the `<input>`, e.g. react-hook-form's `field.ref` for focusing on error. */
  inputRef?: Ref<HTMLInputElement>;
}

/** The text of a size: its digits, or nothing. */
const textOf = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
/** The whole number a text is, or null while it is empty. */
const numberOf = (text: string) => (text === '' ? null : Number(text));

/**
 * The size an arrow key moves to: the next multiple of `step` counted from `min` (or 0) above or
 * below `current`, kept within `min`…`max`; an empty field starts at `min` (up) or `max` (down).
 */
export function steppedSize(
  current: number | null,
  direction: 1 | -1,
  { min, max, step = 1 }: { min?: number; max?: number; step?: number },
): number {
  const base = min ?? 0;
  let next: number;
  if (current === null) next = direction > 0 ? base : (max ?? base);
  else {
    const steps = (current - base) / step;
    next = base + (direction > 0 ? Math.floor(steps) + 1 : Math.ceil(steps) - 1) * step;
  }
  if (min !== undefined) next = Math.max(min, next);
  if (max !== undefined) next = Math.min(max, next);
  return next;
}

/**
 * A whole size in a unit (a door's width in millimetres), built as `NumberField` is: a text field
 * with the numeric keyboard on phones that takes digits only, never React Aria's number field (whose
 * formatting and spin-button helpers every signed-in page would load for this one field). ArrowUp and
 * ArrowDown step by `step` within `min`…`max`, Home and End go to them. What is typed stays as typed
 * (815 on a step of 10 is not turned into 810): the parent checks it against its rule and shows why in
 * `errorMessage`, and hears every whole number as it is typed. Say the range and step in
 * `description`, which screen readers read with the field. The unit sits inside the box after the
 * number and is read with the label ("Width mm").
 */
export function SizeField({
  value,
  defaultValue,
  onChange,
  onBlur,
  min,
  max,
  step,
  unit,
  placeholder,
  inputRef,
  ...props
}: SizeFieldProps) {
  const unitId = useId();
  const [own, setOwn] = useState(textOf(defaultValue));
  // A controlled field shows the parent's number; the text typed for it is kept while they agree.
  const text = value !== undefined && numberOf(own) !== value ? textOf(value) : own;
  const change = (next: string) => {
    if (!/^\d*$/.test(next)) return;
    setOwn(next);
    if (numberOf(next) !== numberOf(text)) onChange?.(numberOf(next));
  };
  const field = labelledField(props);
  const readOnly = props.isReadOnly || props.isDisabled;
  return (
    <AriaTextField
      {...field.root}
      value={text}
      onChange={change}
      onBlur={onBlur as ((event: FocusEvent<Element>) => void) | undefined}
      aria-labelledby={unitId}
    >
      <FieldParts {...field.parts}>
        <Group className={fieldStyles.controlBox}>
          <Input
            ref={inputRef}
            placeholder={placeholder}
            inputMode="numeric"
            autoComplete="off"
            className={`${fieldStyles.innerInput} ${styles.input}`}
            onKeyDown={(event) => {
              if (readOnly) return;
              const to =
                event.key === 'ArrowUp'
                  ? steppedSize(numberOf(text), 1, { min, max, step })
                  : event.key === 'ArrowDown'
                    ? steppedSize(numberOf(text), -1, { min, max, step })
                    : event.key === 'Home' && min !== undefined
                      ? min
                      : event.key === 'End' && max !== undefined
                        ? max
                        : null;
              if (to === null) return;
              event.preventDefault();
              change(String(to));
            }}
          />
          <span id={unitId} className={styles.unit}>
            {unit}
          </span>
        </Group>
      </FieldParts>
    </AriaTextField>
  );
}
