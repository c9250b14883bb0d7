import type { FocusEvent, ReactNode, Ref } from 'react';

/** What every field takes beside its label: its messages, its form name and its states. */
export interface FieldProps {
  /** Help text shown under the control and linked to it by aria-describedby. */
  description?: string;
  /** When set the field is invalid and shows this message, linked to its control by aria-describedby. */
  errorMessage?: string;
  /** Submitted with a native form (a hidden input carries the value where the control is no input). */
  name?: string;
  /** Marks the field as required: screen readers announce it and a native form will not submit it empty. */
  isRequired?: boolean;
  /** Disables the field: it cannot be focused or changed and is drawn dimmed. */
  isDisabled?: boolean;
  /** The id of the control, e.g. for a label or link elsewhere on the page. */
  id?: string;
}

/** What every labelled field takes: its label and messages, its form name and its states. */
export interface LabelledFieldProps extends FieldProps {
  /** The visible label, which also names the control for screen readers. */
  label: string;
  /** Shown in the empty control; never a replacement for the label. */
  placeholder?: string;
  /** The value can be focused and copied but not changed. */
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
  /** The text, when the parent owns the state (controlled). */
  value?: string;
  /** The text to start with, when the field owns the state (uncontrolled). */
  defaultValue?: string;
  /** Called with the new text on every change. */
  onChange?: (value: string) => void;
  /** Called when the control loses focus, e.g. for a form library to mark it touched. */
  onBlur?: (event: FocusEvent<Control>) => void;
  /** Focuses the control when it mounts. */
  autoFocus?: boolean;
  /** The most characters that may be typed. */
  maxLength?: number;
  /** Ref to the control, e.g. react-hook-form's `register(name).ref` for focusing on error. */
  inputRef?: Ref<Control>;
}

/** A box or switch whose label is its children: its state, its form name and its wiring. */
export interface ToggleProps {
  /** The visible label. */
  children: ReactNode;
  /** Whether it is on, when the parent owns the state (controlled). */
  isSelected?: boolean;
  /** Whether it starts on, when the component owns the state (uncontrolled). */
  defaultSelected?: boolean;
  /** Called with the new state whenever it is toggled. */
  onChange?: (isSelected: boolean) => void;
  /** Disables it: it cannot be focused or toggled and is drawn dimmed. */
  isDisabled?: boolean;
  /** Submitted with a native form under this name when on. */
  name?: string;
  /** Links help or error text, e.g. from `FormField`'s `useFieldIds()`. */
  'aria-describedby'?: string;
  /** Focuses it when it mounts. */
  autoFocus?: boolean;
  /** Ref to the `<input>`, e.g. react-hook-form's `field.ref`. */
  inputRef?: Ref<HTMLInputElement>;
  /** The id of the `<input>`, e.g. for a label elsewhere on the page. */
  id?: string;
}
