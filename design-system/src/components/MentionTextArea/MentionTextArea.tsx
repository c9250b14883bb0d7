import {
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import {
  Autocomplete,
  AutocompleteStateContext,
  ListBox,
  ListBoxItem,
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type Key,
} from 'react-aria-components';
import type { TextAreaProps } from '../TextArea/TextArea';
import * as areaStyles from '../TextArea/TextArea.css';
import { assignRef } from '../private/assignRef';
import { FieldParts, labelledField } from '../private/inputs-FieldParts';
import { insertMention, mentionAt } from './mentionToken';
import * as styles from './MentionTextArea.css';

/** A person who may be mentioned. */
export interface MentionOption {
  id: string;
  /** Their name: what `@` inserts. */
  label: string;
  /** A second line that tells people apart (their company). */
  description?: string;
}

export interface MentionTextAreaProps extends Omit<TextAreaProps, 'defaultValue'> {
  /** The text: the field is controlled, as the mentions are kept beside it. */
  value: string;
  onChange: (value: string) => void;
  /** The people who match what is typed after `@` (the app loads them for `onMentionSearch`). */
  options: readonly MentionOption[];
  /** What is typed after the `@` at the caret, on each change; null when the caret is in no mention. */
  onMentionSearch: (query: string | null) => void;
  /** A person chosen: `@` and their name are in the text already. */
  onMention: (option: MentionOption) => void;
  /** The people are on their way. */
  isLoading?: boolean;
  /** The list's accessible name ("People"). */
  listLabel: string;
  /** Shown when nobody matches. */
  emptyText: string;
  /** Shown while the people load and none are shown yet. */
  loadingText: string;
}

/**
 * A text area in which `@` mentions someone: typing `@` and a part of a name lists the people who
 * match under it (React Aria's `Autocomplete`: the text area keeps the focus while the arrow keys move
 * through the list, Enter or a click chooses, Escape closes it), and a choice writes `@Name ` in
 * place of what was typed. Outside a mention the keys are the text area's own (Enter is a new line).
 * It knows nothing of who the people are: the app loads them for `onMentionSearch` and keeps the
 * chosen ones (`onMention`); `mentionedIn` tells which of them the text still names.
 */
export function MentionTextArea({
  rows = 3,
  placeholder,
  inputRef,
  onBlur,
  value,
  onChange,
  options,
  onMentionSearch,
  onMention,
  isLoading = false,
  listLabel,
  emptyText,
  loadingText,
  ...props
}: MentionTextAreaProps) {
  const field = labelledField(props);
  const area = useRef<HTMLTextAreaElement | null>(null);
  const [mention, setMention] = useState<{ start: number; query: string } | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const caret = useRef<number | null>(null);
  /** The names chosen so far: after one of them the text is no mention any more. */
  const chosen = useRef<string[]>([]);
  // A text emptied (a comment sent, the form reset) starts again with nobody chosen.
  useEffect(() => {
    if (value === '') chosen.current = [];
  }, [value]);

  const setRef = useCallback(
    (element: HTMLTextAreaElement | null) => {
      area.current = element;
      assignRef(inputRef, element);
    },
    [inputRef],
  );

  /** Follows the caret: the mention it is in, if any, told to the app when it changes. */
  const follow = (text: string, at: number) => {
    const next = mentionAt(text, at, chosen.current);
    if (next?.start === mention?.start && next?.query === mention?.query) return;
    setMention(next);
    setDismissed(false);
    onMentionSearch(next ? next.query : null);
  };

  // After a choice the caret goes after the inserted name (the text is the parent's, set by then). A
  // click on a person took the focus: it comes back on the next frame, once the list is gone (its
  // virtual focus would otherwise point at a person no longer there).
  useLayoutEffect(() => {
    const element = area.current;
    const at = caret.current;
    if (at === null || !element) return;
    caret.current = null;
    element.setSelectionRange(at, at);
    if (document.activeElement !== element)
      requestAnimationFrame(() => {
        element.focus();
        element.setSelectionRange(at, at);
      });
  });

  const choose = (key: Key) => {
    const option = options.find((candidate) => candidate.id === key);
    if (!option || !mention) return;
    const next = insertMention(value, mention, option.label);
    caret.current = next.caret;
    chosen.current = [...chosen.current, option.label];
    onChange(next.text);
    setMention(null);
    onMentionSearch(null);
    onMention(option);
  };

  // Open in a mention, unless closed (Escape, leaving the field); a part of a name with a space in it
  // (a first name and the start of a last one) only while somebody matches it.
  const isOpen =
    mention !== null && !dismissed && (!mention.query.includes(' ') || options.length > 0 || isLoading);
  return (
    <Autocomplete
      inputValue={value}
      onInputChange={(text) => {
        onChange(text);
        follow(text, area.current?.selectionStart ?? text.length);
      }}
    >
      <ForgetFocusWhenClosed isOpen={isOpen} />
      <AriaTextField
        {...field.root}
        // RAC types the field's blur for an <input>; here its target is the <textarea>.
        onBlur={(event: FocusEvent<HTMLInputElement>) => {
          // The list's virtual focus sends blurs of its own (not trusted): only leaving the field closes it.
          if (event.nativeEvent.isTrusted) setDismissed(true);
          onBlur?.(event as unknown as FocusEvent<HTMLTextAreaElement>);
        }}
      >
        <FieldParts {...field.parts}>
          <div className={styles.control}>
            <AriaTextArea
              ref={setRef}
              rows={rows}
              placeholder={placeholder}
              className={areaStyles.textArea}
              // Prose, not a search: the browser's spelling and a new line's key, whatever the
              // autocomplete would set.
              spellCheck
              autoCorrect="on"
              enterKeyHint="enter"
              // The text as the element holds it now: a caret moved by typing comes before the new value's render.
              onSelect={(event) => follow(event.currentTarget.value, event.currentTarget.selectionStart)}
              onKeyDown={(event: KeyboardEvent<HTMLTextAreaElement>) => {
                if (event.key === 'Escape' && isOpen) setDismissed(true);
              }}
            />
            {isOpen && (
              <ListBox
                aria-label={listLabel}
                className={styles.list}
                items={options}
                onAction={choose}
                renderEmptyState={() => (
                  <div className={styles.empty}>{isLoading ? loadingText : emptyText}</div>
                )}
              >
                {(option) => (
                  <ListBoxItem id={option.id} textValue={option.label} className={styles.option}>
                    <span className={styles.optionLabel}>{option.label}</span>
                    {option.description && (
                      <span className={styles.optionDescription}>{option.description}</span>
                    )}
                  </ListBoxItem>
                )}
              </ListBox>
            )}
          </div>
        </FieldParts>
      </AriaTextField>
    </Autocomplete>
  );
}

/**
 * The autocomplete's virtual focus, forgotten when the list closes: opened again, the text area would
 * otherwise name (`aria-activedescendant`) a person of the earlier list, no longer there.
 */
function ForgetFocusWhenClosed({ isOpen }: { isOpen: boolean }) {
  const state = useContext(AutocompleteStateContext);
  useEffect(() => {
    if (!isOpen) state?.setFocusedNodeId(null);
  }, [isOpen, state]);
  return null;
}
