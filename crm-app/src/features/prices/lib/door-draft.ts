import type {
  Catalogue,
  CatalogueOption,
  Configuration,
  DoorConfiguration,
  DoorHand,
  DoorSwing,
  FieldError,
  OptionGroup,
  ProductModel,
} from '@doorline/api-client';

// The configurator's state (issue 43, part 3; docs/decisions.md "Issue 43, part 3"): the door as it is
// being chosen, the configuration sent to the server once nothing is empty, and where each of the
// server's problems goes on the screen. The server checks and prices; this only holds what was typed.

/** A door as it is being chosen: what is not chosen or typed yet is null. */
export interface DoorDraft {
  modelId: number | null;
  /** The width typed, for a single leaf (a door of more leaves has theirs in `leafWidths`). */
  width: number | null;
  height: number | null;
  /** Each leaf's width, for a model of more than one leaf (`sizeRule.leaves`). */
  leafWidths: (number | null)[];
  hand: DoorHand | null;
  swing: DoorSwing | null;
  /** The chosen options' ids, in the order chosen. */
  options: number[];
}

export const emptyDraft: DoorDraft = {
  modelId: null,
  width: null,
  height: null,
  leafWidths: [],
  hand: null,
  swing: null,
  options: [],
};

/** Whether an option may be offered for a model at all (active, and for it). */
export const isForModel = (option: CatalogueOption, modelId: number) =>
  option.active && (option.models === null || option.models.includes(modelId));

/** An option group as the configurator shows it for a model, with the options it offers the model. */
export interface ShownGroup {
  group: OptionGroup;
  options: CatalogueOption[];
}

/**
 * The groups the configurator shows for a model: every active group with an option for it, in the
 * catalogue's order. Options not for the model are left out; those a choice or the size excludes are
 * shown disabled, from the server's answer.
 */
export function groupsFor(catalogue: Catalogue, modelId: number): ShownGroup[] {
  return catalogue.groups
    .filter((group) => group.active)
    .map((group) => ({
      group,
      options: catalogue.options.filter(
        (option) => option.groupId === group.id && isForModel(option, modelId),
      ),
    }))
    .filter((shown) => shown.options.length > 0);
}

/** The one hand or swing a model offers, chosen for the user; null where there is a choice. */
const onlyOne = <T>(offered: readonly T[]): T | null => (offered.length === 1 ? offered[0]! : null);

/**
 * The draft once `model` is chosen: the height kept; the width kept for a door of the same leaves;
 * the hand and swing kept where the model offers them (its only one taken otherwise); the options kept
 * that are offered for it.
 */
export function withModel(draft: DoorDraft, model: ProductModel, catalogue: Catalogue): DoorDraft {
  const leaves = model.sizeRule.leaves?.length ?? 0;
  const sameLeaves = draft.leafWidths.length === leaves;
  const optionOf = new Map(catalogue.options.map((option) => [option.id, option]));
  return {
    modelId: model.id,
    width: leaves === 0 && sameLeaves ? draft.width : null,
    height: draft.height,
    leafWidths: sameLeaves ? draft.leafWidths : Array.from({ length: leaves }, () => null),
    hand: draft.hand && model.hands.includes(draft.hand) ? draft.hand : onlyOne(model.hands),
    swing: draft.swing && model.swings.includes(draft.swing) ? draft.swing : onlyOne(model.swings),
    options: draft.options.filter((id) => {
      const option = optionOf.get(id);
      return option !== undefined && isForModel(option, model.id);
    }),
  };
}

/** The draft of a configured item's door, for a copy of it: its model, size, hand, swing and options. */
export const draftOf = (door: DoorConfiguration): DoorDraft => ({
  modelId: door.modelId,
  width: door.leafWidths?.length ? null : door.width,
  height: door.height,
  leafWidths: door.leafWidths ?? [],
  hand: door.hand,
  swing: door.swing,
  options: [...door.options],
});

/** The width of a door of several leaves: their sum once each is typed, else null. */
export function leavesWidth(draft: DoorDraft): number | null {
  if (draft.leafWidths.length === 0 || draft.leafWidths.some((width) => width === null)) return null;
  return (draft.leafWidths as number[]).reduce((sum, width) => sum + width, 0);
}

/** What is still empty before the door can be checked, in the order the screen asks for it. */
export type Missing = 'model' | 'size' | 'handSwing';

export function missingOf(draft: DoorDraft): Missing | null {
  if (draft.modelId === null) return 'model';
  const width = draft.leafWidths.length > 0 ? leavesWidth(draft) : draft.width;
  if (width === null || draft.height === null) return 'size';
  if (draft.hand === null || draft.swing === null) return 'handSwing';
  return null;
}

/**
 * The configuration the server is asked about, or null while a field is empty (no call for that:
 * the server's answer is the authority on everything else). A door of several leaves is as wide as
 * its leaves together, which the server requires.
 */
export function configurationOf(draft: DoorDraft): Configuration | null {
  if (missingOf(draft) !== null) return null;
  const leaves = draft.leafWidths.length > 0;
  return {
    modelId: draft.modelId!,
    width: leaves ? leavesWidth(draft)! : draft.width!,
    height: draft.height!,
    ...(leaves ? { leafWidths: draft.leafWidths as number[] } : {}),
    hand: draft.hand!,
    swing: draft.swing!,
    options: draft.options,
  };
}

/** The draft with a group's choice: `chosen` replaces what was chosen of that group (none: `[]`). */
export function chooseInGroup(draft: DoorDraft, shown: ShownGroup, chosen: readonly number[]): DoorDraft {
  const ofGroup = new Set(shown.options.map((option) => option.id));
  const kept = draft.options.filter((id) => !ofGroup.has(id) || chosen.includes(id));
  const added = chosen.filter((id) => !kept.includes(id));
  return { ...draft, options: [...kept, ...added] };
}

/**
 * Where a problem of the server shows: beside its field (`modelId`, `width`, `height`, `leafWidths.1`,
 * `hand`, `swing`), beside an option's group (`group.<id>`: a chosen option's problem), a required
 * group with nothing chosen (`required.<id>`), or above the button (`other`).
 */
export function placeOf(error: FieldError, sent: Configuration, catalogue: Catalogue): string {
  const path = error.path.replace(/^configuration\./, '');
  if (['modelId', 'width', 'height', 'hand', 'swing'].includes(path)) return path;
  if (/^leafWidths\.\d+$/.test(path)) return path;
  const chosen = /^options\.(\d+)$/.exec(path);
  if (chosen) {
    const optionId = sent.options[Number(chosen[1])];
    const option = catalogue.options.find((one) => one.id === optionId);
    return option ? `group.${option.groupId}` : 'other';
  }
  if (path === 'options') {
    const group = catalogue.groups.find((one) => one.code === String(error.params?.group));
    return group ? `required.${group.id}` : 'other';
  }
  return 'other';
}

/** The server's problems by where they show (`placeOf`), each place's messages in order. */
export function problemsByPlace(
  errors: readonly FieldError[],
  sent: Configuration,
  catalogue: Catalogue,
  text: (error: FieldError) => string,
): Map<string, string[]> {
  const places = new Map<string, string[]>();
  for (const error of errors) {
    const place = placeOf(error, sent, catalogue);
    places.set(place, [...(places.get(place) ?? []), text(error)]);
  }
  return places;
}

/** The messages of one place, as one field's error (undefined: none). */
export const messageAt = (messages: ReadonlyMap<string, readonly string[]>, place: string) =>
  messages.get(place)?.join(' ') || undefined;
