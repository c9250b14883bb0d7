import { useId } from 'react';
import {
  Checkbox as AriaCheckbox,
  CheckboxGroup as AriaCheckboxGroup,
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
} from 'react-aria-components';
import type { FieldProps } from '../private/inputs-fieldProps';
import { FieldParts, labelledField } from '../private/inputs-FieldParts';
import { CheckIcon, InfoIcon } from '../private/icons';
import * as styles from './OptionPicker.css';

export const optionPickerSelectionModes = ['single', 'multiple'] as const;
export type OptionPickerSelectionMode = (typeof optionPickerSelectionModes)[number];

export const optionNoteTones = ['info', 'warning'] as const;
export type OptionNoteTone = (typeof optionNoteTones)[number];

/** A short line under an option: what choosing it means (an up-charge, a longer lead time). */
export interface OptionNote {
  /** `warning` (yellow) for what costs more or takes longer; `info` (neutral) for the rest. */
  tone: OptionNoteTone;
  /** The note, as the app words it. */
  text: string;
}

/** One option of the group. */
export interface OptionPickerOption {
  /** The option's id: what `value` and `onChange` carry. */
  id: string;
  /** The option's name, which is also its accessible name (with its `code`). */
  label: string;
  /** A catalogue code shown after the name, e.g. `GL-02`. */
  code?: string;
  /** The price as the app formats it, e.g. `+ 120,00 ₴`; shown at the row's end. */
  price?: string;
  /**
   * Why the option cannot be chosen now. Present, the option is disabled: it stays in the list, dimmed,
   * with this reason under its name and in its accessible description.
   */
  disabledReason?: string;
  /** A note under the option, read with it as well. */
  note?: OptionNote;
}

interface OptionPickerCommonProps extends FieldProps {
  /** The group's name (e.g. `Glass`), announced with each option. */
  label: string;
  /** The options, in the order shown. */
  options: readonly OptionPickerOption[];
  /** Called when the focus leaves the group, e.g. for a form library to mark it touched. */
  onBlur?: () => void;
}

/** `single` with its one id, or `multiple` with a list of ids. */
export type OptionPickerProps = OptionPickerCommonProps &
  (
    | {
        /** `single`: radios, one option or none; `multiple`: checkboxes, any number of options. */
        selectionMode: 'single';
        /** The chosen option's id (`single`, `null` for none) or ids (`multiple`). */
        value: string | null;
        /** Called with the chosen id (`single`) or the chosen ids (`multiple`). */
        onChange?: (value: string) => void;
      }
    | {
        /** `single`: radios, one option or none; `multiple`: checkboxes, any number of options. */
        selectionMode: 'multiple';
        /** The chosen option's id (`single`, `null` for none) or ids (`multiple`). */
        value: readonly string[];
        /** Called with the chosen id (`single`) or the chosen ids (`multiple`). */
        onChange?: (value: string[]) => void;
      }
  );

/**
 * One option group of a configuration (glass, handle, extras): radios for `single`, checkboxes for
 * `multiple`, each option with an optional code, price and note. An option with a `disabledReason` is
 * not hidden: it is dimmed and says why beside it, and screen readers hear the reason with it. Prices
 * and texts come formatted from the app; the keyboard is React Aria's (Tab into the group, the arrow
 * keys between radios, Space to tick a box). A chosen radio cannot be cleared: where none is a choice,
 * make it an option.
 */
export function OptionPicker(props: OptionPickerProps) {
  const { options, onBlur } = props;
  const field = labelledField({
    label: props.label,
    description: props.description,
    errorMessage: props.errorMessage,
    isRequired: props.isRequired,
    isDisabled: props.isDisabled,
    name: props.name,
    id: props.id,
  });
  const items = (
    <div className={styles.options}>
      {options.map((option) => (
        <Option key={option.id} option={option} selectionMode={props.selectionMode} />
      ))}
    </div>
  );
  if (props.selectionMode === 'single') {
    const { onChange } = props;
    return (
      <AriaRadioGroup {...field.root} value={props.value} onChange={onChange} onBlur={onBlur}>
        <FieldParts {...field.parts}>{items}</FieldParts>
      </AriaRadioGroup>
    );
  }
  const { onChange } = props;
  return (
    <AriaCheckboxGroup
      {...field.root}
      className={`${field.root.className} ${styles.checkboxGroup}`}
      value={[...props.value]}
      onChange={onChange}
      onBlur={onBlur}
    >
      <FieldParts {...field.parts}>{items}</FieldParts>
    </AriaCheckboxGroup>
  );
}

function Option({
  option,
  selectionMode,
}: {
  option: OptionPickerOption;
  selectionMode: OptionPickerSelectionMode;
}) {
  const { id, label, code, price, disabledReason, note } = option;
  const ids = { price: useId(), reason: useId(), note: useId() };
  // Read after the name, in the order shown: price, reason, note.
  const describedBy =
    [price && ids.price, disabledReason && ids.reason, note && ids.note].filter(Boolean).join(' ') ||
    undefined;
  const control = {
    value: id,
    isDisabled: disabledReason !== undefined,
    'aria-describedby': describedBy,
    className: styles.option,
  };
  const texts = (
    <span className={styles.body}>
      <span className={styles.heading}>
        <span className={styles.name}>
          {/* The space is the label's, so that the name reads "Satin GL-02", not "SatinGL-02". */}
          {code ? `${label} ` : label}
          {code && <span className={styles.code}>{code}</span>}
        </span>
        {/* The texts below are read as the option's description, not as part of its name (the label wraps them). */}
        {price && (
          <span id={ids.price} aria-hidden="true" className={styles.price}>
            {price}
          </span>
        )}
      </span>
      {disabledReason && (
        <span id={ids.reason} aria-hidden="true" className={styles.reason}>
          {disabledReason}
        </span>
      )}
      {note && (
        <span id={ids.note} aria-hidden="true" className={`${styles.note} ${styles.noteTone[note.tone]}`}>
          <InfoIcon className={styles.noteIcon} />
          <span>{note.text}</span>
        </span>
      )}
    </span>
  );
  if (selectionMode === 'single')
    return (
      <AriaRadio {...control}>
        <span className={styles.radioMark} aria-hidden="true" />
        {texts}
      </AriaRadio>
    );
  return (
    <AriaCheckbox {...control}>
      {({ isSelected }) => (
        <>
          <span className={styles.checkboxMark} aria-hidden="true">
            {isSelected && <CheckIcon />}
          </span>
          {texts}
        </>
      )}
    </AriaCheckbox>
  );
}
