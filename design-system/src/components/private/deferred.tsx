import {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { ButtonContext, type ButtonProps } from 'react-aria-components';
import * as styles from './deferred.css';

/**
 * What a deferred widget's trigger opens (`aria-haspopup`); `tooltip` for one it only describes;
 * `combobox` for a field typed into, which becomes the widget as soon as it is focused or pressed.
 */
export type Popup = 'menu' | 'listbox' | 'dialog' | 'tooltip' | 'combobox';

/**
 * A widget whose code loads when it is first reached for (issue 41, docs/decisions.md "Issue 41: a
 * widget loads when it is first used"): a menu, a select, a popover, a tooltip. Most of React
 * Aria's code on a page is what opens under a trigger (the popover's positioning, the modal's focus
 * containment, the menu's and list box's collections and selection), which a page shows none of
 * until a press; in a module with its trigger, it was part of every page's first load.
 *
 * Until then a stand-in shows the trigger exactly as the widget does (`standIn`, from the same
 * pieces): the pointer over it or focus on it starts the loading; a press on it (Enter, Space or an
 * arrow key too) renders the widget in its place, focuses its trigger and presses it again, so that
 * it opens as the press meant. A tooltip's stand-in becomes the tooltip as soon as the code is
 * there, the focus kept. A widget mounted once the code is there is the widget itself, and so is
 * one whose props ask for it at once (`now`: a popover its parent opens, a select that shows
 * React Aria's own placeholder).
 */
export function deferred<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  standIn: (props: P) => ReactNode,
  popup: Popup,
  now?: (props: P) => boolean,
): ComponentType<P> {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (loading ??= load().then((module) => {
      Loaded = module.default;
      return module.default;
    }));
  const Lazy = lazy(async () => ({ default: await start() }));

  function Deferred(props: P) {
    const [mode, setMode] = useState<'live' | 'stand-in' | 'opening' | 'shown'>(() =>
      Loaded ? 'live' : 'stand-in',
    );
    const box = useRef<HTMLSpanElement>(null);
    const hadFocus = useRef(false);
    const standInTrigger = useRef<HTMLElement | null>(null);
    const pressedWith = useRef('virtual');
    const pressedButton = useRef(false);
    const hovered = useRef(false);
    if (mode === 'live' && Loaded) return <Loaded {...props} />;
    if (mode === 'stand-in' && now?.(props)) setMode('shown');
    // The trigger: the first control that is not hidden (a select's hidden `<select>` for forms is).
    const trigger = () =>
      [...(box.current?.querySelectorAll<HTMLElement>('button, a, input') ?? [])].find(
        (element) => !element.closest('[aria-hidden="true"]'),
      ) ?? null;
    const intent = () => {
      void start().then(() => {
        if (popup !== 'tooltip') return;
        hadFocus.current = box.current?.contains(document.activeElement) ?? false;
        startTransition(() => setMode((now) => (now === 'stand-in' ? 'shown' : now)));
      });
    };
    const open = (pointer: string = 'virtual') => {
      pressedWith.current = pointer;
      standInTrigger.current = trigger();
      void start();
      // In a transition: the stand-in stays (focused, typed into) until the widget can replace it.
      startTransition(() => setMode('opening'));
    };
    const pressed: ButtonProps =
      mode === 'stand-in' && popup !== 'tooltip' && popup !== 'combobox'
        ? {
            onPress: (event) => open(event.pointerType),
            'aria-haspopup': popup,
            'aria-expanded': false,
            onKeyDown: (event) => {
              if (event.key === 'ArrowDown' || event.key === 'ArrowUp') open();
              else event.continuePropagation();
            },
          }
        : {};
    const shownStandIn = <ButtonContext.Provider value={pressed}>{standIn(props)}</ButtonContext.Provider>;
    // Once the widget is in place: its trigger focused at once (before the screen is painted), as
    // the stand-in was; then pressed as the stand-in was.
    const shown = () => {
      const element = trigger();
      if (mode === 'opening' || hadFocus.current) element?.focus();
      // The pointer is over it as it was over the stand-in: React Aria hears it enter, as it would.
      if (hovered.current && element && typeof PointerEvent === 'function')
        element.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
      if (mode === 'opening' && popup === 'combobox' && element instanceof HTMLInputElement)
        typeAgain(standInTrigger.current, element);
    };
    const pressAfter = () => {
      const element = trigger();
      if (mode !== 'opening') return;
      if (popup !== 'combobox' && element) pressAgain(element, pressedWith.current);
      const button = box.current?.querySelector<HTMLElement>('button');
      if (popup === 'combobox' && pressedButton.current && button) pressAgain(button, pressedWith.current);
    };
    return (
      <span
        ref={box}
        className={styles.box}
        onPointerEnter={
          mode === 'stand-in'
            ? (event) => {
                hovered.current = event.pointerType === 'mouse';
                intent();
              }
            : undefined
        }
        onPointerLeave={mode === 'stand-in' ? () => (hovered.current = false) : undefined}
        onFocus={mode === 'stand-in' ? (popup === 'combobox' ? () => open() : intent) : undefined}
        onPointerDown={
          mode === 'stand-in' && popup === 'combobox'
            ? (event) => {
                // The field's button (its list) or its input: the widget's same part is pressed.
                pressedButton.current = (event.target as Element).closest('button') !== null;
                open(event.pointerType);
              }
            : undefined
        }
      >
        <Suspense fallback={shownStandIn}>
          {mode === 'stand-in' ? (
            shownStandIn
          ) : (
            <Shown onShown={shown} onPainted={pressAfter}>
              <Lazy {...props} />
            </Shown>
          )}
        </Suspense>
      </span>
    );
  }
  return Deferred;
}

/**
 * The stand-in's press, on the widget's trigger, as it was made: with a mouse, pen or finger as a
 * pointer's down and up (a menu opened so shows itself, and focuses its first item only from a key);
 * from a key as Enter; from assistive technology as a click without a pointer. React Aria takes either as the
 * press. A select opens only once its options are collected, a render or two after it mounts:
 * pressed again each frame until it has said it is open (at most 60 frames).
 */
function pressAgain(trigger: HTMLElement, pointer: string) {
  // Opened once (the trigger said so, however briefly): never pressed again, for a press after the
  // person closed it would open it again.
  let opened = trigger.getAttribute('aria-expanded') === 'true';
  const watch = new MutationObserver(() => {
    if (trigger.getAttribute('aria-expanded') === 'true') opened = true;
  });
  watch.observe(trigger, { attributes: true, attributeFilter: ['aria-expanded'] });
  const press = (frames: number) => {
    if (opened || !trigger.isConnected || frames === 0) {
      watch.disconnect();
      return;
    }
    if (pointer !== 'virtual' && pointer !== 'keyboard' && typeof PointerEvent === 'function') {
      const box = trigger.getBoundingClientRect();
      const init = {
        bubbles: true,
        cancelable: true,
        composed: true,
        pointerType: pointer,
        pointerId: 1,
        isPrimary: true,
        button: 0,
        clientX: box.left + box.width / 2,
        clientY: box.top + box.height / 2,
      };
      trigger.dispatchEvent(new PointerEvent('pointerdown', { ...init, buttons: 1 }));
      trigger.dispatchEvent(new PointerEvent('pointerup', { ...init, buttons: 0 }));
      trigger.dispatchEvent(new MouseEvent('click', { ...init, detail: 1 }));
    } else if (pointer === 'keyboard') {
      const init = { key: 'Enter', code: 'Enter', bubbles: true, cancelable: true, composed: true };
      trigger.dispatchEvent(new KeyboardEvent('keydown', init));
      trigger.dispatchEvent(new KeyboardEvent('keyup', init));
    } else trigger.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    requestAnimationFrame(() => press(frames - 1));
  };
  press(60);
}

/**
 * What was typed into a field's stand-in while the field loaded, typed into the field: its text set
 * as typing sets it (the input's own value setter, then an `input` event), so that React and React
 * Aria take it as typed.
 */
function typeAgain(standIn: HTMLElement | null, input: HTMLInputElement) {
  if (!(standIn instanceof HTMLInputElement) || standIn.value === standIn.defaultValue) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, standIn.value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The widget in place of its stand-in: `onShown` once it is in the document, `onPainted` after. */
function Shown({
  onShown,
  onPainted,
  children,
}: {
  onShown: () => void;
  onPainted: () => void;
  children: ReactNode;
}) {
  // Once each, when the widget has replaced the stand-in.
  /* eslint-disable react-hooks/exhaustive-deps */
  useLayoutEffect(() => onShown(), []);
  useEffect(() => onPainted(), []);
  /* eslint-enable react-hooks/exhaustive-deps */
  return children;
}
