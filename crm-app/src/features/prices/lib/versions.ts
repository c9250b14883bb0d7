import type { PriceList, PriceVersion } from '@doorline/api-client';

// Which price versions the screens offer and which one they show first (issue 43; docs/decisions.md
// "Issue 43, part 2"). The server decides what is in force; these only choose among its answers.

/** A name of the catalogue or of a price list in the reader's language (shared with a quote's doors). */
export { nameOf } from '@/components/prices/door-texts';

/** A version a picker offers, with the list it is a version of. */
export interface VersionChoice {
  list: PriceList;
  version: PriceVersion;
}

/** The lists in the order the screens show them: the list price first, then the others as the server gave them. */
export const listsInOrder = (lists: readonly PriceList[]): PriceList[] =>
  [...lists].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));

/**
 * The versions a reader may choose to see the prices of: every published one, and the drafts for whom
 * may manage prices (a dealer user's lists have none anyway). The list price's first, each list's
 * newest first, as the server orders them.
 */
export function pickableVersions(lists: readonly PriceList[], withDrafts: boolean): VersionChoice[] {
  return listsInOrder(lists).flatMap((list) =>
    list.versions
      .filter((version) => withDrafts || version.status === 'published')
      .map((version) => ({ list, version })),
  );
}

/**
 * The version shown when the address names none: the one in force (the list price's before another
 * list's; with `ownFirst`, a dealer user's, their own dealer's list's before the list price's, since
 * their doors are priced from it), else the newest published one (all of them take effect later),
 * else the newest draft.
 */
export function defaultVersion(choices: readonly VersionChoice[], ownFirst = false): VersionChoice | null {
  const ordered = ownFirst
    ? [...choices.filter(({ list }) => !list.isDefault), ...choices.filter(({ list }) => list.isDefault)]
    : choices;
  return (
    ordered.find((choice) => choice.version.inForce) ??
    choices.find((choice) => choice.version.status === 'published') ??
    choices[0] ??
    null
  );
}

/** The version the address names when it is one of `choices`, else the default one. */
export const chosenVersion = (
  choices: readonly VersionChoice[],
  requested: number | null,
  ownFirst = false,
): VersionChoice | null =>
  choices.find((choice) => choice.version.id === requested) ?? defaultVersion(choices, ownFirst);

/** The version a new draft of `list` copies unless another is chosen: the one in force, else the newest. */
export const draftSource = (list: PriceList): PriceVersion | null =>
  list.versions.find((version) => version.inForce) ?? list.versions[0] ?? null;
