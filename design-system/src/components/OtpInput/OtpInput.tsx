import {
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { Group, Input, Label, useLocale } from 'react-aria-components';
import { assignRef } from '../private/assignRef';
import { FieldMessagesById, useFieldMessageIds } from '../private/inputs-FieldMessagesById';
import * as styles from './OtpInput.css';
import { OTP_DEFAULT_LENGTH, clampFocus, otpReducer, sanitizeOtp, type OtpAction } from './otpInput';

export interface OtpInputStrings {
  /** Accessible name of one cell, e.g. 'Digit 1 of 6'. */
  digitLabel: (position: number, length: number) => string;
}

const defaultStrings: OtpInputStrings = {
  digitLabel: (position, length) => `Digit ${position} of ${length}`,
};

export interface OtpInputProps {
  /** Names the group of cells, e.g. 'Verification code'. */
  label: string;
  /** The digits entered so far (controlled). */
  value?: string;
  /** The digits to start with, when the input owns the state (uncontrolled). */
  defaultValue?: string;
  /** Called with the digits entered so far on every change. */
  onChange?: (value: string) => void;
  /** Called when every cell holds a digit, e.g. to submit the code. */
  onComplete?: (value: string) => void;
  /** Number of cells. */
  length?: number;
  /** Help text under the cells, e.g. where the code was sent. */
  description?: string;
  /** When set the cells are invalid and describe themselves with this message. */
  errorMessage?: string;
  /** Disables the control: it cannot be focused or changed and is drawn dimmed. */
  isDisabled?: boolean;
  /** Focuses the first cell when it mounts. */
  autoFocus?: boolean;
  /** Name of a hidden input carrying the code, for native form submission. */
  name?: string;
  /** Ref to the first cell, e.g. react-hook-form's `register(name).ref` for focusing on error. */
  inputRef?: Ref<HTMLInputElement>;
  /** The cells' words (each cell's name), English by default. */
  strings?: Partial<OtpInputStrings>;
  /** The id of the element, e.g. for a label or link elsewhere on the page. */
  id?: string;
}

const moveKeys = { ArrowLeft: 'previous', ArrowRight: 'next', Home: 'first', End: 'last' } as const;

/**
 * A one-time code (sign-in second step, 2FA, phone and e-mail verification) typed into six single-digit
 * cells. Digits only; typing advances, Backspace goes back, a pasted code fills every cell, and the group
 * is one tab stop (arrow keys, Home and End move between cells). `onComplete` fires when all cells hold a
 * digit. Pass react-hook-form's `register(name).ref` as `inputRef` to focus the first cell on error. The
 * key handling lives in `otpReducer`.
 */
export function OtpInput({
  label,
  value: valueProp,
  defaultValue = '',
  onChange,
  onComplete,
  length = OTP_DEFAULT_LENGTH,
  description,
  errorMessage,
  isDisabled,
  autoFocus,
  name,
  inputRef,
  strings,
  id,
}: OtpInputProps) {
  const { digitLabel } = { ...defaultStrings, ...strings };
  const { direction } = useLocale();
  const ids = useFieldMessageIds({ id, description, errorMessage });
  const { baseId, labelId, describedBy } = ids;

  const [uncontrolledValue, setUncontrolledValue] = useState(() => sanitizeOtp(defaultValue, length));
  const value = sanitizeOtp(valueProp ?? uncontrolledValue, length);
  const [focusState, setFocusIndex] = useState(() => clampFocus(length, value, length));
  // The value may have changed from outside (form reset): keep the roving focus reachable.
  const focusIndex = clampFocus(focusState, value, length);

  const cells = useRef<Array<HTMLInputElement | null>>([]);
  const pendingFocus = useRef<number | null>(null);
  const cellRefs = useMemo(
    () =>
      Array.from({ length }, (_, index) => (element: HTMLInputElement | null) => {
        cells.current[index] = element;
        if (index === 0) assignRef(inputRef, element);
      }),
    [length, inputRef],
  );

  function focusCell(index: number) {
    const cell = cells.current[index];
    if (cell && cell !== cell.ownerDocument.activeElement) cell.focus();
  }

  // After an edit, focus moves once the new value is rendered, so that the focus handler of the
  // cell it lands on sees that value.
  useLayoutEffect(() => {
    const index = pendingFocus.current;
    pendingFocus.current = null;
    if (index !== null) focusCell(index);
  });

  function dispatch(action: OtpAction) {
    const next = otpReducer({ value, focusIndex, length }, action);
    if (next.value !== value) {
      if (valueProp === undefined) setUncontrolledValue(next.value);
      onChange?.(next.value);
      if (next.value.length === length) onComplete?.(next.value);
    }
    setFocusIndex(next.focusIndex);
    if (next.value === value) focusCell(next.focusIndex);
    else pendingFocus.current = next.focusIndex;
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>, index: number) {
    if (event.nativeEvent.isComposing) return;
    const { key } = event;
    if (key === 'Backspace' || key === 'Delete') {
      event.preventDefault();
      dispatch({ type: key === 'Backspace' ? 'backspace' : 'delete', index });
    } else if (key in moveKeys) {
      event.preventDefault();
      let to: (typeof moveKeys)[keyof typeof moveKeys] = moveKeys[key as keyof typeof moveKeys];
      if (direction === 'rtl' && (to === 'previous' || to === 'next'))
        to = to === 'next' ? 'previous' : 'next';
      dispatch({ type: 'move', index, to });
    } else if (key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // Printable keys are handled here so that a full cell is replaced, not appended to.
      event.preventDefault();
      dispatch({ type: 'input', index, text: key });
    }
  }

  // Reached only by input that sends no usable key event: autofill of the code, some virtual keyboards.
  function handleChange(event: ChangeEvent<HTMLInputElement>, index: number) {
    const next = event.currentTarget.value;
    const current = value[index] ?? '';
    if (next === '') {
      dispatch({ type: 'delete', index });
      return;
    }
    let typed = next;
    if (current && next.startsWith(current)) typed = next.slice(current.length);
    else if (current && next.endsWith(current)) typed = next.slice(0, -current.length);
    dispatch({ type: 'input', index, text: typed });
  }

  function handlePaste(event: ClipboardEvent<HTMLInputElement>, index: number) {
    event.preventDefault();
    dispatch({ type: 'paste', index, text: event.clipboardData.getData('text') });
  }

  return (
    <div className={styles.field}>
      <Label id={labelId} htmlFor={`${baseId}-0`} className={styles.label}>
        {label}
      </Label>
      <Group
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        isDisabled={isDisabled}
        isInvalid={!!errorMessage}
        className={styles.group}
      >
        {Array.from({ length }, (_, index) => (
          <Input
            key={index}
            ref={cellRefs[index]}
            id={`${baseId}-${index}`}
            aria-label={digitLabel(index + 1, length)}
            aria-describedby={describedBy}
            aria-invalid={errorMessage ? true : undefined}
            type="text"
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- opt-in by the caller, e.g. a code step shown after sign-in
            autoFocus={autoFocus && index === focusIndex}
            // One tab stop for the whole code; arrow keys move between cells.
            tabIndex={index === focusIndex ? 0 : -1}
            disabled={isDisabled}
            value={value[index] ?? ''}
            onChange={(event) => handleChange(event, index)}
            onKeyDown={(event) => handleKeyDown(event, index)}
            onPaste={(event) => handlePaste(event, index)}
            onFocus={() => dispatch({ type: 'focus', index })}
            className={styles.cell}
          />
        ))}
      </Group>
      {name && <input type="hidden" name={name} value={value} />}
      <FieldMessagesById ids={ids} description={description} errorMessage={errorMessage} />
    </div>
  );
}
