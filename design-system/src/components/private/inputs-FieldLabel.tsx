import { Label } from 'react-aria-components';
import * as styles from './field.css';

export interface FieldLabelProps {
  children: string;
  isRequired?: boolean;
  id?: string;
  /** `span` when the labelled thing is not a labelable element (a group), so no orphan `<label>`. */
  elementType?: 'label' | 'span';
}

/** A field's visible label with the decorative required mark (the control itself carries `required`). */
export function FieldLabel({ children, isRequired, id, elementType }: FieldLabelProps) {
  return (
    <Label id={id} elementType={elementType} className={styles.label}>
      {children}
      {isRequired && (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      )}
    </Label>
  );
}
