/**
 * The mention being typed at the caret: an `@` at the start or after a space, then up to 40 characters
 * of one line that do not end with a space. Null when there is none, and after a name already chosen
 * (`chosen`: `@Anna Koval` and what follows it is the sentence going on). `start` is the index of
 * the `@`.
 */
export function mentionAt(
  text: string,
  caret: number,
  chosen: readonly string[] = [],
): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(?:^|\s)@([^\s@][^@\n]{0,39})?$/u.exec(before);
  if (!match) return null;
  const query = match[1] ?? '';
  if (/\s$/u.test(query)) return null;
  if (chosen.some((label) => query === label || query.startsWith(`${label} `))) return null;
  return { start: before.length - query.length - 1, query };
}

/** The text with the mention at `start` (its `@query`) replaced by `@label ` and where the caret goes. */
export function insertMention(
  text: string,
  mention: { start: number; query: string },
  label: string,
): { text: string; caret: number } {
  const end = mention.start + 1 + mention.query.length;
  const inserted = `@${label} `;
  const rest = text.slice(end).replace(/^ /, '');
  return { text: text.slice(0, mention.start) + inserted + rest, caret: mention.start + inserted.length };
}

/** The ids of the chosen people whose `@label` the text still holds, each once, in the order chosen. */
export function mentionedIn<T extends { id: string; label: string }>(
  text: string,
  chosen: readonly T[],
): T[] {
  const seen = new Set<string>();
  return chosen.filter((item) => {
    if (seen.has(item.id) || !text.includes(`@${item.label}`)) return false;
    seen.add(item.id);
    return true;
  });
}
