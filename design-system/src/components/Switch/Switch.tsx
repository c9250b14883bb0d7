import { Switch as AriaSwitch } from 'react-aria-components';
import type { ToggleProps } from '../private/inputs-fieldProps';
import * as styles from './Switch.css';

/** The label (`children`) says what is on when the switch is on. */
export interface SwitchProps extends ToggleProps {
  /** Shows the state without letting it change. */
  isReadOnly?: boolean;
}

/**
 * An on/off setting whose label is its children (a role's "Active" flag). Screen readers announce it as a
 * switch; Space toggles it. For help text, wire `aria-describedby` from `FormField`. It applies at once:
 * for a choice submitted with a form, prefer `Checkbox`.
 */
export function Switch({ children, ...switchProps }: SwitchProps) {
  return (
    <AriaSwitch {...switchProps} className={styles.switchRoot}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {children}
    </AriaSwitch>
  );
}
