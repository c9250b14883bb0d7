import { FieldError, Text } from 'react-aria-components';
import * as styles from './field.css';

export interface FieldMessagesProps {
  description?: string;
  /** Shown while the field is invalid. */
  errorMessage?: string;
}

/** A field's description and error under its control; RAC links both to the control by aria-describedby. */
export function FieldMessages({ description, errorMessage }: FieldMessagesProps) {
  return (
    <>
      <FieldDescription description={description} />
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </>
  );
}

/** A field's description alone, for a field that shows its error its own way or has none. */
export function FieldDescription({ description }: Pick<FieldMessagesProps, 'description'>) {
  if (!description) return null;
  return (
    <Text slot="description" className={styles.description}>
      {description}
    </Text>
  );
}
