import type { ComponentType } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { FormNumberField, type FormNumberFieldProps } from './form-number-field';
import { FormPasswordField, type FormPasswordFieldProps } from './form-password-field';
import { FormTextArea, type FormTextAreaProps } from './form-text-area';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

/**
 * One field of a form's list: what sets it apart (its name, label, limits, autocomplete…), and its
 * kind: a text field unless said, a password field, a text area or a number field (an amount).
 */
export type FormFieldSpec<T extends FieldValues> =
  | ({ kind?: 'text' } & Omit<FormTextFieldProps<T>, 'control'>)
  | ({ kind: 'password' } & Omit<FormPasswordFieldProps<T>, 'control'>)
  | ({ kind: 'textArea' } & Omit<FormTextAreaProps<T>, 'control'>)
  | ({ kind: 'number' } & Omit<FormNumberFieldProps<T>, 'control'>);

const fieldOfKind: Record<NonNullable<FormFieldSpec<FieldValues>['kind']>, ComponentType<never>> = {
  text: FormTextField,
  password: FormPasswordField,
  textArea: FormTextArea,
  number: FormNumberField,
};

/**
 * A form's typed-in fields, in order, each bound to its react-hook-form field: the one way a form lists
 * its fields (`FormTextField`, `FormPasswordField`, `FormTextArea`, `FormNumberField`, each given the
 * same `control`). A
 * field that is not there now is `false` or `null` in the list. Fields of other kinds (a select, a
 * picker, a date) stand as elements next to the list.
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
    const { kind = 'text', ...props } = spec;
    const Field = fieldOfKind[kind] as ComponentType<typeof props & { control: Control<T> }>;
    return <Field key={props.name} control={control} {...props} {...(isDisabled ? { isDisabled } : {})} />;
  });
}
