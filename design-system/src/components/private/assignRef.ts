import type { Ref } from 'react';

/** Hands `element` to a ref a caller gave (a callback or an object), beside the component's own. */
export function assignRef<T>(ref: Ref<T> | undefined, element: T | null) {
  if (typeof ref === 'function') ref(element);
  else if (ref) ref.current = element;
}
