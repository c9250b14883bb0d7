import { useEffect, useState, type RefObject } from 'react';

/** Whether the element's content overflows it, kept up to date as either resizes. */
export function useIsScrollable(ref: RefObject<HTMLElement | null>): boolean {
  const [isScrollable, setScrollable] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrollable(element.scrollHeight > element.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return isScrollable;
}
