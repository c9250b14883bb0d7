import type { ReactNode } from 'react';
import * as styles from './field.css';
import { FieldLabel } from './inputs-FieldLabel';
import { FieldMessages } from './inputs-FieldMessages';

export interface FieldPartsProps {
  /** Without one, the field is named by its `aria-label`. */
  label?: string;
  isRequired?: boolean;
  description?: string;
  /** Shown while the field is invalid. */
  errorMessage?: string;
  /** The control between the label and the messages. */
  children?: ReactNode;
}

/** A labelled field's parts in their order: the label, the control, its description and error. */
export function FieldParts({ label, isRequired, description, errorMessage, children }: FieldPartsProps) {
  return (
    <>
      {label && <FieldLabel isRequired={isRequired}>{label}</FieldLabel>}
      {children}
      <FieldMessages description={description} errorMessage={errorMessage} />
    </>
  );
}

/**
 * Splits a labelled field's props between its RAC root and its `FieldParts`. The root is invalid while
 * there is a message, and that message is ours (the form library's or the server's), never a native
 * browser popup.
 */
export function labelledField<Props extends Omit<FieldPartsProps, 'children'>>(props: Props) {
  const { label, description, errorMessage, isRequired, ...rootProps } = props;
  return {
    root: {
      ...rootProps,
      isRequired,
      isInvalid: !!errorMessage,
      validationBehavior: 'aria',
      className: styles.field,
    } as const,
    parts: { label, description, errorMessage, isRequired },
  };
}
