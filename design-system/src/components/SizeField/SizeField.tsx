import { useEffect, useId, useRef, type FocusEvent, type Ref, type RefObject } from 'react';
import { Group, Input, NumberField as AriaNumberField } from 'react-aria-components';
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

// Whole numbers without group separators: `1200`, as a size is written on a drawing.
const wholeNumber: Intl.NumberFormatOptions = { maximumFractionDigits: 0, useGrouping: false };

const asNumber = (value: number | null | undefined) => (value === null ? Number.NaN : value);
const asValue = (value: number) => (Number.isNaN(value) ? null : value);

/**
 * A whole size in a unit (a door's width in millimetres): React Aria's number field, so ArrowUp and
 * ArrowDown step by `step` within `min`…`max` and the text is read in the reader's language. What is
 * typed stays as typed (`commitBehavior="validate"`: 815 on a step of 10 is not turned into 810): the
 * parent checks it against its rule and shows why in `errorMessage`. Say the range and step in
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
  // The last number the parent was told of, while the field owns the state.
  const reported = useRef(defaultValue ?? null);
  const report = (next: number | null) => {
    reported.current = next;
    onChange?.(next);
  };
  const field = labelledField(props);
  return (
    <AriaNumberField
      {...field.root}
      value={value === undefined ? undefined : asNumber(value)}
      defaultValue={defaultValue === undefined ? undefined : asNumber(defaultValue)}
      onChange={(next) => report(asValue(next))}
      onBlur={onBlur as ((event: FocusEvent<Element>) => void) | undefined}
      minValue={min}
      maxValue={max}
      step={step}
      commitBehavior="validate"
      formatOptions={wholeNumber}
      // A wheel over a focused field would change a size while the dialog scrolls.
      isWheelDisabled
      aria-labelledby={unitId}
    >
      {({ state }) => (
        <FieldParts {...field.parts}>
          <Group className={fieldStyles.controlBox}>
            <Input
              ref={inputRef}
              placeholder={placeholder}
              className={`${fieldStyles.innerInput} ${styles.input}`}
            />
            <span id={unitId} className={styles.unit}>
              {unit}
            </span>
          </Group>
          <ReportTyped
            typed={asValue(state.numberValue)}
            known={value === undefined ? reported : value}
            report={report}
          />
        </FieldParts>
      )}
    </AriaNumberField>
  );
}

/**
 * React Aria's field tells its number when it is committed (blur, Enter, a step); the parent checks a
 * size as it is typed, so each whole number typed is told too, unless the parent already has it.
 */
function ReportTyped({
  typed,
  known,
  report,
}: {
  typed: number | null;
  /** The parent's value, or (uncontrolled) the ref of the last number reported. */
  known: number | null | RefObject<number | null>;
  report: (value: number | null) => void;
}) {
  const latestReport = useRef(report);
  useEffect(() => {
    latestReport.current = report;
  });
  useEffect(() => {
    const current = known !== null && typeof known === 'object' ? known.current : known;
    if (typed !== current) latestReport.current(typed);
  }, [typed, known]);
  return null;
}
