import { useId, type ReactNode } from 'react';
import { FieldErrorContext, LabelContext, Provider, TextContext } from 'react-aria-components';
import { FieldParts, labelledField, type FieldPartsProps } from './inputs-FieldParts';

/** The ids a stand-in's control is named and described by (`StandInField`). */
export interface StandInIds {
  label: string;
  /** Its description and error message, those it shows. */
  describedBy: string | undefined;
}

/**
 * A field's frame for a deferred widget's stand-in (`deferred`: the select, the dealer picker): its
 * root, label and messages as React Aria's field renders them (the same states on the root, the
 * label's and the messages' ids), around the control `children` renders with those ids.
 */
export function StandInField({
  isDisabled,
  children,
  ...parts
}: Omit<FieldPartsProps, 'children'> & { isDisabled?: boolean; children: (ids: StandInIds) => ReactNode }) {
  const field = labelledField(parts);
  const ids = { label: useId(), description: useId(), error: useId() };
  const { isInvalid, isRequired, className } = field.root;
  const describedBy =
    [parts.description && ids.description, parts.errorMessage && ids.error].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div
      className={className}
      data-invalid={isInvalid || undefined}
      data-disabled={isDisabled || undefined}
      data-required={isRequired || undefined}
    >
      <Provider
        values={[
          [LabelContext, { id: ids.label, elementType: 'span' }],
          [TextContext, { slots: { description: { id: ids.description }, errorMessage: { id: ids.error } } }],
          [FieldErrorContext, { isInvalid, validationErrors: [], validationDetails: {} as ValidityState }],
        ]}
      >
        <FieldParts {...field.parts}>{children({ label: ids.label, describedBy })}</FieldParts>
      </Provider>
    </div>
  );
}
