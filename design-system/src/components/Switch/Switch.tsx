import type { ReactNode, Ref } from 'react';
import { Switch as AriaSwitch } from 'react-aria-components';
import * as styles from './Switch.css';

export interface SwitchProps {
  /** The visible label: what is on when the switch is on. */
  children: ReactNode;
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  name?: string;
  /** Links help text, e.g. from `FormField`'s `useFieldIds()`. */
  'aria-describedby'?: string;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  id?: string;
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
