// What the pricing module reads (docs/decisions.md "Issue 43: the door catalogue and its prices"): a
// model with its size rule, the option groups and options with their rules, and a price version's
// prices of the model and its options. Plain data: the database's rows are turned into these by the
// catalogue's queries, and the tests write them by hand.

/** A size in millimetres from `min` to `max`, on steps of `step` counted from `min`. */
export interface SizeRange {
  min: number;
  max: number;
  step: number;
}

/**
 * A model's sizes: its height, and its width as one range, or per leaf for a door of more than one
 * (its width is then the leaves' sum).
 */
export interface SizeRule {
  width: SizeRange;
  height: SizeRange;
  /** A double or one-and-a-half door: each leaf's width range, in the leaves' order. */
  leaves?: readonly SizeRange[];
}

export const hands = ['left', 'right'] as const;
export type Hand = (typeof hands)[number];
export const swings = ['inward', 'outward'] as const;
export type Swing = (typeof swings)[number];

export interface CatalogueModel {
  id: number;
  code: string;
  familyId: number;
  sizeRule: SizeRule;
  hands: readonly Hand[];
  swings: readonly Swing[];
}

export interface OptionGroup {
  id: number;
  code: string;
  /** A configuration must choose one of its options. */
  required: boolean;
  /** More than one of its options may be chosen. */
  multiple: boolean;
}

export interface CatalogueOption {
  id: number;
  code: string;
  groupId: number;
  /** The models it is offered for; absent: every model. */
  models?: readonly number[];
  /** Options it cannot be chosen with; an exclusion holds both ways. */
  excludes?: readonly number[];
  /** Options that must be chosen with it. */
  requires?: readonly number[];
  /** Its own size limit, in millimetres. */
  maxWidth?: number;
  maxHeight?: number;
}

/** The options of a catalogue a configuration is checked against. */
export interface Catalogue {
  model: CatalogueModel;
  groups: readonly OptionGroup[];
  options: readonly CatalogueOption[];
}

/**
 * A width × height table of a model's base price: `widths` across, `heights` down, both ascending;
 * `cells[h][w]` the price of `heights[h]` × `widths[w]`, null where the size is not made. Between two
 * listed sizes the price is interpolated (bilinear) or that of the next listed size up.
 */
export interface PriceTable {
  widths: readonly number[];
  heights: readonly number[];
  cells: readonly (readonly (number | null)[])[];
  between: 'interpolate' | 'roundUp';
}

/** A model's base price in a version: a table, or a price per square metre with a minimum. */
export type ModelPrice =
  { kind: 'table'; table: PriceTable } | { kind: 'perSquareMetre'; rate: number; minimum: number };

/** An option's price in a version. */
export type OptionPrice =
  | { kind: 'fixed'; amount: number }
  | { kind: 'perSquareMetre'; rate: number }
  | { kind: 'percentOfBase'; percent: number };

/** A price version's prices of one model and of the options. */
export interface VersionPrices {
  versionId: number;
  model: ModelPrice;
  options: ReadonlyMap<number, OptionPrice>;
}

/** A door as configured: its model, size, hand, swing and chosen options. */
export interface Configuration {
  modelId: number;
  width: number;
  height: number;
  /** Each leaf's width, for a model whose size rule has leaves. */
  leafWidths?: readonly number[];
  hand: Hand;
  swing: Swing;
  options: readonly number[];
}
