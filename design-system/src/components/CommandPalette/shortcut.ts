/** Whether the platform's command key is ⌘ (Apple's), read once from the browser. */
export function isApplePlatform(): boolean {
  if (typeof navigator === 'undefined') return false;
  const platform =
    (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ??
    navigator.platform ??
    '';
  return /mac|iphone|ipad|ipod/i.test(platform || navigator.userAgent);
}

/** `Control+K Meta+K`: the shortcut as `aria-keyshortcuts` names it. */
export const ariaKeyShortcuts = (key: string) => `Control+${key.toUpperCase()} Meta+${key.toUpperCase()}`;

/** Whether `element` or one of its ancestors declares this shortcut as its own (`aria-keyshortcuts`). */
function declaredBy(element: Element | null, key: string, except: Element | null): boolean {
  const wanted = new Set([`control+${key}`, `meta+${key}`]);
  for (let node = element; node; node = node.parentElement) {
    if (node === except) continue;
    const declared = node.getAttribute('aria-keyshortcuts');
    if (
      declared
        ?.toLowerCase()
        .split(/\s+/)
        .some((shortcut) => wanted.has(shortcut))
    )
      return true;
  }
  return false;
}

/**
 * Whether a key press is the palette's shortcut, Ctrl or ⌘ with `key` (docs/search.md "The
 * shortcut"): from anywhere, a text field too, but never a press that something on the page already
 * handled (`defaultPrevented`: a field or an editor with a Ctrl+K of its own acts first, as the
 * shortcut is heard on the window after the press has bubbled), nor one made where the focused
 * element or an ancestor declares the same shortcut as its own in `aria-keyshortcuts`; a held key's
 * repeats neither. `owner` is the trigger, which declares it without owning it.
 */
export function isPaletteShortcut(event: KeyboardEvent, key: string, owner: Element | null = null): boolean {
  if (event.key.toLowerCase() !== key || !(event.metaKey || event.ctrlKey)) return false;
  if (event.altKey || event.shiftKey || event.repeat || event.defaultPrevented) return false;
  const focused = event.target instanceof Element ? event.target : null;
  return !declaredBy(focused, key, owner);
}
