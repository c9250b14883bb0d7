// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { isPaletteShortcut } from './shortcut';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A keydown as the window hears it, dispatched on `target`. */
function press(target: Element, init: KeyboardEventInit, handled = false) {
  let heard: KeyboardEvent | undefined;
  const listen = (event: Event) => (heard = event as KeyboardEvent);
  window.addEventListener('keydown', listen);
  if (handled) target.addEventListener('keydown', (event) => event.preventDefault());
  target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));
  window.removeEventListener('keydown', listen);
  return heard!;
}

describe('isPaletteShortcut (docs/search.md "The shortcut")', () => {
  it('is Ctrl+K or ⌘K from anywhere, a text field too', () => {
    document.body.innerHTML = '<main><input id="field"></main>';
    const field = document.getElementById('field')!;
    expect(isPaletteShortcut(press(document.body, { key: 'k', ctrlKey: true }), 'k')).toBe(true);
    expect(isPaletteShortcut(press(field, { key: 'K', metaKey: true }), 'k')).toBe(true);
  });

  it('is not another key, nor K with Alt or Shift, nor a held key’s repeats', () => {
    const body = document.body;
    expect(isPaletteShortcut(press(body, { key: 'b', ctrlKey: true }), 'k')).toBe(false);
    expect(isPaletteShortcut(press(body, { key: 'k' }), 'k')).toBe(false);
    expect(isPaletteShortcut(press(body, { key: 'k', ctrlKey: true, altKey: true }), 'k')).toBe(false);
    expect(isPaletteShortcut(press(body, { key: 'k', ctrlKey: true, shiftKey: true }), 'k')).toBe(false);
    expect(isPaletteShortcut(press(body, { key: 'k', ctrlKey: true, repeat: true }), 'k')).toBe(false);
  });

  it('leaves a field its own Ctrl+K: one it handles (prevents the default) or declares', () => {
    document.body.innerHTML = `<input id="handles"><div aria-keyshortcuts="Control+K"><textarea id="declares"></textarea></div>
      <button id="trigger" aria-keyshortcuts="Control+K Meta+K"></button>`;
    const get = (id: string) => document.getElementById(id)!;
    expect(isPaletteShortcut(press(get('handles'), { key: 'k', ctrlKey: true }, true), 'k')).toBe(false);
    expect(isPaletteShortcut(press(get('declares'), { key: 'k', ctrlKey: true }), 'k')).toBe(false);
    // The trigger declares the shortcut for the palette itself.
    expect(isPaletteShortcut(press(get('trigger'), { key: 'k', ctrlKey: true }), 'k', get('trigger'))).toBe(
      true,
    );
  });
});
