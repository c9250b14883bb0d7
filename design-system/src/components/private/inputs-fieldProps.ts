import type { FocusEvent, Ref } from 'react';

/** What every labelled field takes: its label and messages, its form name and its states. */
export interface LabelledFieldProps {
  label: string;
  description?: string;
  /** When set the field is invalid and shows this message, linked to its control by aria-describedby. */
  errorMessage?: string;
  name?: string;
  placeholder?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  id?: string;
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
