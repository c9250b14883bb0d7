import { createContext, useContext, type ReactNode } from 'react';
import { Text } from 'react-aria-components';
import { FieldLabel } from '../private/inputs-FieldLabel';
import { useFieldMessageIds } from '../private/inputs-FieldMessagesById';
import * as fieldStyles from '../private/field.css';
import * as styles from './FormField.css';

/** What a custom control spreads on its focusable or grouping element to be named and described by the field. */
export interface FieldControlProps {
  'aria-labelledby': string;
  /** The description and the error, when shown. */
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

const FieldControlContext = /*#__PURE__*/ createContext<FieldControlProps | null>(null);

/**
 * The aria props of the nearest `FormField`, for a control rendered somewhere inside it.
 * Throws outside a `FormField`, where there is nothing to wire.
 */
export function useFieldIds(): FieldControlProps {
  const props = useContext(FieldControlContext);
  if (!props) throw new Error('useFieldIds() must be called inside a <FormField>.');
  return props;
}

export interface FormFieldProps {
  /** The visible label, linked to the control by aria-labelledby. */
  label: string;
  /** Help text shown under the control and linked to it by aria-describedby. */
  description?: string;
  /** When set the field is invalid: the message shows under the control and is linked by aria-describedby. */
  errorMessage?: string;
  /** Marks the field as required in its label. */
  isRequired?: boolean;
  /** Dims the label and messages of a disabled control. */
  isDisabled?: boolean;
  /** The control; a function receives the aria props to spread on it (same as `useFieldIds()`). */
  children: ReactNode | ((control: FieldControlProps) => ReactNode);
}

/**
 * Label, description and error for a control that has none of its own. The control is wired with
 * `aria-labelledby`, `aria-describedby` and `aria-invalid`, given to a render-prop child or read with
 * `useFieldIds()` anywhere inside. The error is plain text linked by `aria-describedby`, not an alert: it
 * comes from the form library or the server, not from native validation.
 *
 * **With react-hook-form** (in the app; the design system does not import it): a `Controller` render gives
 * `field` and `fieldState`. Every input here takes them the same way: `value={field.value}`,
 * `onChange={field.onChange}` (it receives the value, not an event), `onBlur={field.onBlur}`,
 * `name={field.name}`, `inputRef={field.ref}` (so `setFocus` and focus-on-error work) and
 * `errorMessage={fieldState.error?.message}`. Text fields can use `register` too. For a control without its
 * own label, put the `Controller` inside a `FormField` and pass `errorMessage` to the `FormField`.
 */
export function FormField({
  label,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  children,
}: FormFieldProps) {
  const { labelId, descriptionId, errorId, describedBy } = useFieldMessageIds({ description, errorMessage });
  const control: FieldControlProps = {
    'aria-labelledby': labelId,
    'aria-describedby': describedBy,
    'aria-invalid': errorMessage ? true : undefined,
  };

  return (
    <div
      className={fieldStyles.field}
      data-invalid={errorMessage ? true : undefined}
      data-disabled={isDisabled || undefined}
    >
      {/* A span: the control is not necessarily a labelable element, it points here by aria-labelledby. */}
      <FieldLabel id={labelId} elementType="span" isRequired={isRequired}>
        {label}
      </FieldLabel>
      <FieldControlContext.Provider value={control}>
        <div className={styles.control}>{typeof children === 'function' ? children(control) : children}</div>
      </FieldControlContext.Provider>
      {description && (
        <Text slot="description" id={descriptionId} className={fieldStyles.description}>
          {description}
        </Text>
      )}
      {/* Static text, no role="alert": the error is read with the control, not announced on every render. */}
      {errorMessage && (
        <Text slot="errorMessage" id={errorId} className={fieldStyles.error}>
          {errorMessage}
        </Text>
      )}
    </div>
  );
}
