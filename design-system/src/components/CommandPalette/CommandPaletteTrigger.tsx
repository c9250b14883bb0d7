import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Button as AriaButton, Keyboard } from 'react-aria-components';
import { SearchIcon } from '../private/icons';
import * as styles from './CommandPaletteTrigger.css';
import { ariaKeyShortcuts, isApplePlatform, isPaletteShortcut } from './shortcut';

export interface CommandPaletteTriggerProps {
  /** The button's text and name ("Search"); on narrow screens an icon, the text kept for its name. */
  label: string;
  /** Called when the trigger is pressed or its shortcut is typed: open the palette here. */
  onPress: () => void;
  /**
   * The letter that, with Ctrl (⌘ on Apple's), presses the button from anywhere on the page, shown
   * on it and declared in its `aria-keyshortcuts`; none: no shortcut.
   */
  shortcutKey?: string;
}

/**
 * The button that opens a command palette, drawn as a search box with its shortcut (`Ctrl K`, `⌘K` on
 * Apple's), an icon alone on narrow screens. It listens for the shortcut on the window, after the
 * press has bubbled: a text field's own Ctrl+K (one that prevents the default, or that its element
 * declares in `aria-keyshortcuts`) comes first, and Ctrl+B and the rest are left alone.
 */
export function CommandPaletteTrigger({ label, onPress, shortcutKey }: CommandPaletteTriggerProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const [apple] = useState(isApplePlatform);
  const press = useEffectEvent(() => onPress());

  // React Aria's button passes on no `aria-keyshortcuts`: set on the element itself.
  useEffect(() => {
    const button = ref.current;
    if (!button) return;
    if (shortcutKey) button.setAttribute('aria-keyshortcuts', ariaKeyShortcuts(shortcutKey));
    else button.removeAttribute('aria-keyshortcuts');
  }, [shortcutKey]);

  useEffect(() => {
    if (!shortcutKey) return undefined;
    const key = shortcutKey.toLowerCase();
    function onKeyDown(event: KeyboardEvent) {
      if (!isPaletteShortcut(event, key, ref.current)) return;
      // Browsers bind Ctrl+K to their own search box.
      event.preventDefault();
      press();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [shortcutKey]);

  return (
    <AriaButton ref={ref} onPress={onPress} className={styles.trigger}>
      <SearchIcon className={styles.triggerIcon} />
      <span className={styles.triggerLabel}>{label}</span>
      {shortcutKey && (
        <Keyboard className={styles.triggerKeys} aria-hidden="true">
          {apple ? `⌘${shortcutKey.toUpperCase()}` : `Ctrl ${shortcutKey.toUpperCase()}`}
        </Keyboard>
      )}
    </AriaButton>
  );
}
