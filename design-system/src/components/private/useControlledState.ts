// For stories and tests only (harnesses that control a component); nothing here is exported from the package.
import { useState } from 'react';

/**
 * The state of a harness that controls a component: the value, and a setter that also reports each
 * change to `onChange` (a test's spy or a story's action), as the component's own handler would.
 */
export function useControlledState<T>(initial: T, onChange?: (value: NoInfer<T>) => void) {
  const [value, setValue] = useState(initial);
  const change = (next: T) => {
    setValue(next);
    onChange?.(next);
  };
  return [value, change] as const;
}
