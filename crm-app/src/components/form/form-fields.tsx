import type { Control, FieldValues } from 'react-hook-form';
import { FormTextArea, type FormTextAreaProps } from './form-text-area';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

/**
 * One typed-in field of a form's list: what sets it apart (its name, label, limits, autocomplete…),
 * and its kind: a text field unless it says `textArea`.
 */
export type FormFieldSpec<T extends FieldValues> =
  | ({ kind?: 'text' } & Omit<FormTextFieldProps<T>, 'control'>)
  | ({ kind: 'textArea' } & Omit<FormTextAreaProps<T>, 'control'>);

/**
 * A form's text fields and text areas, in order, each bound to its react-hook-form field: the one
 * way a form lists them (docs/conventions.md "Forms"). A field that is not there now is `false` or
 * `null` in the list. A password, a number (an amount), a select, a picker or a date stand as
 * elements next to the list: each is a module of its own that only the forms with one load, so that
 * a form's first load carries no field kind it does not show (docs/decisions.md "Issue 41: copies").
 */
export function FormFields<T extends FieldValues>({
  control,
  fields,
  isDisabled,
}: {
  control: Control<T>;
  fields: readonly (FormFieldSpec<T> | false | null)[];
  /** Disables every field of the list (nothing to fill in yet), whatever a field says. */
  isDisabled?: boolean;
}) {
  return fields.map((spec) => {
    if (!spec) return null;
    const disabled = isDisabled ? { isDisabled } : {};
    if (spec.kind === 'textArea') {
      const { kind: _kind, ...props } = spec;
      return <FormTextArea key={props.name} control={control} {...props} {...disabled} />;
    }
    const { kind: _kind, ...props } = spec;
    return <FormTextField key={props.name} control={control} {...props} {...disabled} />;
  });
}
