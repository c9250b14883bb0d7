import type { FocusEvent, ReactNode, Ref } from 'react';

/** What every field takes beside its label: its messages, its form name and its states. */
export interface FieldProps {
  description?: string;
  /** When set the field is invalid and shows this message, linked to its control by aria-describedby. */
  errorMessage?: string;
  /** Submitted with a native form (a hidden input carries the value where the control is no input). */
  name?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  id?: string;
}

/** What every labelled field takes: its label and messages, its form name and its states. */
export interface LabelledFieldProps extends FieldProps {
  label: string;
  placeholder?: string;
  isReadOnly?: boolean;
}

/** A choice whose visible label may be left out where the context names it (a filter, the pager). */
export interface ChoiceFieldProps extends FieldProps {
  /** The visible label; without one, give an `aria-label`. */
  label?: string;
  /** Names the field when there is no visible `label` (the context already says what it is for). */
  'aria-label'?: string;
  /** Shown while nothing is chosen. */
  placeholder?: string;
}

/** The value, events and ref of a field typed into a text `<input>` or `<textarea>` (`Control`). */
export interface TextControlProps<Control extends HTMLInputElement | HTMLTextAreaElement> {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<Control>) => void;
  autoFocus?: boolean;
  maxLength?: number;
  /** Ref to the control, e.g. react-hook-form's `register(name).ref` for focusing on error. */
  inputRef?: Ref<Control>;
}

/** A box or switch whose label is its children: its state, its form name and its wiring. */
export interface ToggleProps {
  /** The visible label. */
  children: ReactNode;
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  isDisabled?: boolean;
  name?: string;
  /** Links help or error text, e.g. from `FormField`'s `useFieldIds()`. */
  'aria-describedby'?: string;
  autoFocus?: boolean;
  /** Ref to the `<input>`, e.g. react-hook-form's `field.ref`. */
  inputRef?: Ref<HTMLInputElement>;
  id?: string;
}
