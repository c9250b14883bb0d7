import { Button, type ButtonVariant } from '@doorline/design-system';
import type { ReactNode } from 'react';
import * as styles from './page.css';

/** A page's cards: side by side while they fit, one under another on narrow screens. */
export function Cards({ children }: { children: ReactNode }) {
  return <div className={styles.cards}>{children}</div>;
}

/** A card's action (Change, Set…): a small button whose accessible name says what it changes. */
export function CardAction({
  label,
  onPress,
  variant = 'secondary',
  children,
}: {
  /** The accessible name: "Change password", not the visible "Change". */
  label: string;
  onPress: () => void;
  variant?: ButtonVariant;
  children: ReactNode;
}) {
  return (
    <Button variant={variant} size="sm" aria-label={label} onPress={onPress}>
      {children}
    </Button>
  );
}
