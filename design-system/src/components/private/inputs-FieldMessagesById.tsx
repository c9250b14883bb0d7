import { useId } from 'react';
import { Text } from 'react-aria-components';
import * as styles from './field.css';

/** The ids that tie together a field built by hand (outside a RAC field): its label, description and error. */
export interface FieldIds {
  /** The field's own id (the `id` prop, else a generated one); the others derive from it. */
  baseId: string;
  labelId: string;
  descriptionId: string;
  errorId: string;
  /** The control's `aria-describedby`: the description and the error, only those shown. */
  describedBy: string | undefined;
}

/** Ids for a field built by hand; `id` is the caller's, when it gives one. */
export function useFieldMessageIds({
  id,
  description,
  errorMessage,
}: {
  id?: string;
  description?: string;
  errorMessage?: string;
}): FieldIds {
  const fallbackId = useId();
  const baseId = id ?? fallbackId;
  const descriptionId = `${baseId}-description`;
  const errorId = `${baseId}-error`;
  const describedBy =
    [description && descriptionId, errorMessage && errorId].filter(Boolean).join(' ') || undefined;
  return { baseId, labelId: `${baseId}-label`, descriptionId, errorId, describedBy };
}

export interface FieldMessagesByIdProps {
  ids: Pick<FieldIds, 'descriptionId' | 'errorId'>;
  description?: string;
  /** Shown while the field is invalid: static text, read with the control rather than announced. */
  errorMessage?: string;
}

/** The description and error of a field built by hand, under the ids its control's `aria-describedby` names. */
export function FieldMessagesById({ ids, description, errorMessage }: FieldMessagesByIdProps) {
  return (
    <>
      {description && (
        <Text id={ids.descriptionId} className={styles.description}>
          {description}
        </Text>
      )}
      {errorMessage && (
        <Text id={ids.errorId} className={styles.error}>
          {errorMessage}
        </Text>
      )}
    </>
  );
}
