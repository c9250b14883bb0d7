import {
  CATALOGUE_CODE_PATTERN,
  type CatalogueOption,
  type FamilyBody,
  type LeafCount,
  type ModelBody,
  type OptionBody,
  type OptionGroup,
  type OptionGroupBody,
  type OptionNoteKind,
  type ProductFamily,
  type ProductModel,
  type SizeRange,
} from '@doorline/api-client';
import { array, boolean, nullable, number, object, refine, string, type Struct } from 'superstruct';

/*
 * The catalogue's own forms (issue 43, part 2; docs/decisions.md "Issue 43, part 2: editing the
 * catalogue (the decisions)"): a family, a model, an option group and an option as the forms hold
 * them (sizes as the size fields hold them, ids as the choices' keys), checked for what a field alone can say (a name
 * required, a code's characters, whole millimetres); the server checks the rest (a size rule's
 * order and steps, the leaves' sum, a code taken, an option's rules) and names the field.
 */

/** The forms' words for their rules, in the reader's language. */
export interface CatalogueFormMessages {
  required: string;
  code: string;
  millimetres: string;
  chooseOne: string;
  choose: string;
}

export interface NamesValues {
  en: string;
  uk: string;
  ru: string;
}
const noNames: NamesValues = { en: '', uk: '', ru: '' };

/** A range's sizes as the size fields hold them: whole millimetres, null while empty. */
export interface RangeValues {
  min: number | null;
  max: number | null;
  step: number | null;
}

export interface FamilyValues {
  code: string;
  names: NamesValues;
}

export interface ModelValues {
  familyId: string | null;
  code: string;
  names: NamesValues;
  leafCount: LeafCount;
  hands: string[];
  swings: string[];
  /** Two leaves' ranges always, sent for a model of more than one leaf only. */
  sizeRule: { width: RangeValues; height: RangeValues; leaves: RangeValues[] };
}

export interface GroupValues {
  code: string;
  names: NamesValues;
  required: boolean;
  multiple: boolean;
}

export interface OptionValues {
  groupId: string | null;
  code: string;
  names: NamesValues;
  forAllModels: boolean;
  models: string[];
  excludes: string[];
  requires: string[];
  maxWidth: number | null;
  maxHeight: number | null;
  /** The note's kind (`none`: no note) and its text in each language. */
  note: { kind: OptionNoteKind | 'none'; names: NamesValues };
}

/** Whether a size field's value is whole millimetres from 1 to 100,000. */
const isMillimetres = (value: number | null) =>
  value !== null && Number.isInteger(value) && value >= 1 && value <= 100_000;

const rangeText = (range: SizeRange | undefined): RangeValues =>
  range ? { min: range.min, max: range.max, step: range.step } : { min: null, max: null, step: null };

const ids = (values: readonly number[]) => values.map(String);

export const familyValuesOf = (family?: ProductFamily): FamilyValues => ({
  code: family?.code ?? '',
  names: family ? { ...family.names } : noNames,
});

export const modelValuesOf = (model?: ProductModel, familyId?: number): ModelValues => ({
  familyId: model ? String(model.familyId) : familyId !== undefined ? String(familyId) : null,
  code: model?.code ?? '',
  names: model ? { ...model.names } : noNames,
  leafCount: model?.leafCount ?? 'single',
  hands: model ? [...model.hands] : ['left', 'right'],
  swings: model ? [...model.swings] : ['inward'],
  sizeRule: {
    width: rangeText(model?.sizeRule.width),
    height: rangeText(model?.sizeRule.height),
    leaves: [0, 1].map((index) => rangeText(model?.sizeRule.leaves?.[index])),
  },
});

export const groupValuesOf = (group?: OptionGroup): GroupValues => ({
  code: group?.code ?? '',
  names: group ? { ...group.names } : noNames,
  required: group?.required ?? false,
  multiple: group?.multiple ?? false,
});

export const optionValuesOf = (option?: CatalogueOption, groupId?: number): OptionValues => ({
  groupId: option ? String(option.groupId) : groupId !== undefined ? String(groupId) : null,
  code: option?.code ?? '',
  names: option ? { ...option.names } : noNames,
  forAllModels: option ? option.models === null : true,
  models: ids(option?.models ?? []),
  excludes: ids(option?.excludes ?? []),
  requires: ids(option?.requires ?? []),
  maxWidth: option?.maxWidth ?? null,
  maxHeight: option?.maxHeight ?? null,
  note: { kind: option?.note?.kind ?? 'none', names: option?.note ? { ...option.note.names } : noNames },
});

/* ---------- the forms' checks ---------- */

const filled = (message: string) => refine(string(), 'required', (value) => value.trim() !== '' || message);
const namesStruct = (message: string) =>
  object({ en: filled(message), uk: filled(message), ru: filled(message) });
const codeStruct = (m: CatalogueFormMessages) =>
  refine(string(), 'code', (value) =>
    value.trim() === ''
      ? m.required
      : (value.trim().length <= 40 && CATALOGUE_CODE_PATTERN.test(value.trim())) || m.code,
  );
const chosen = (message: string) =>
  refine(nullable(string()), 'chosen', (value) => value !== null || message);
const some = (message: string) => refine(array(string()), 'some', (value) => value.length > 0 || message);

/** Whole millimetres; `when` says, from the form's values, whether the field counts now. */
const millimetres = (message: string, when: (root: never) => boolean = () => true, optional = false) =>
  refine(nullable(number()), 'millimetres', (value, context) => {
    if (!when(context.branch[0] as never)) return true;
    if (optional && value === null) return true;
    return isMillimetres(value) || message;
  });
const rangeStruct = (message: string, when?: (root: never) => boolean) =>
  object({
    min: millimetres(message, when),
    max: millimetres(message, when),
    step: millimetres(message, when),
  });

export const familySchema = (m: CatalogueFormMessages): Struct<FamilyValues> =>
  object({ code: codeStruct(m), names: namesStruct(m.required) }) as unknown as Struct<FamilyValues>;

export const modelSchema = (m: CatalogueFormMessages) =>
  object({
    familyId: chosen(m.choose),
    code: codeStruct(m),
    names: namesStruct(m.required),
    leafCount: string(),
    hands: some(m.chooseOne),
    swings: some(m.chooseOne),
    sizeRule: object({
      width: rangeStruct(m.millimetres),
      height: rangeStruct(m.millimetres),
      leaves: array(rangeStruct(m.millimetres, (root: ModelValues) => root.leafCount !== 'single')),
    }),
  });

export const groupSchema = (m: CatalogueFormMessages) =>
  object({ code: codeStruct(m), names: namesStruct(m.required), required: boolean(), multiple: boolean() });

export const optionSchema = (m: CatalogueFormMessages) =>
  object({
    groupId: chosen(m.choose),
    code: codeStruct(m),
    names: namesStruct(m.required),
    forAllModels: boolean(),
    models: array(string()),
    excludes: array(string()),
    requires: array(string()),
    maxWidth: millimetres(m.millimetres, undefined, true),
    maxHeight: millimetres(m.millimetres, undefined, true),
    note: object({
      kind: string(),
      names: object({ en: noteText(m.required), uk: noteText(m.required), ru: noteText(m.required) }),
    }),
  });

/** A note's text: required when the option has a note. */
const noteText = (message: string) =>
  refine(
    string(),
    'note',
    (value, context) =>
      (context.branch[0] as OptionValues).note.kind === 'none' || value.trim() !== '' || message,
  );

/* ---------- what the forms send ---------- */

const trimmed = (names: NamesValues) => ({ en: names.en.trim(), uk: names.uk.trim(), ru: names.ru.trim() });
const range = (values: RangeValues): SizeRange => ({
  min: values.min ?? 0,
  max: values.max ?? 0,
  step: values.step ?? 0,
});

export const familyBodyOf = (values: FamilyValues): FamilyBody => ({
  code: values.code.trim(),
  names: trimmed(values.names),
});

export const modelBodyOf = (values: ModelValues): ModelBody => ({
  familyId: Number(values.familyId),
  code: values.code.trim(),
  names: trimmed(values.names),
  leafCount: values.leafCount,
  hands: values.hands as ModelBody['hands'],
  swings: values.swings as ModelBody['swings'],
  sizeRule: {
    width: range(values.sizeRule.width),
    height: range(values.sizeRule.height),
    leaves: values.leafCount === 'single' ? [] : values.sizeRule.leaves.map(range),
  },
});

export const groupBodyOf = (values: GroupValues): OptionGroupBody => ({
  code: values.code.trim(),
  names: trimmed(values.names),
  required: values.required,
  multiple: values.multiple,
});

export const optionBodyOf = (values: OptionValues): OptionBody => ({
  groupId: Number(values.groupId),
  code: values.code.trim(),
  names: trimmed(values.names),
  models: values.forAllModels ? null : values.models.map(Number),
  excludes: values.excludes.map(Number),
  requires: values.requires.map(Number),
  maxWidth: values.maxWidth,
  maxHeight: values.maxHeight,
  note: values.note.kind === 'none' ? null : { kind: values.note.kind, names: trimmed(values.note.names) },
});

/** The ranges' fields of a model's form, each a path the server may name. */
const rangePaths = ['width', 'height', 'leaves.0', 'leaves.1'].flatMap((size) =>
  ['min', 'max', 'step'].map((end) => `sizeRule.${size}.${end}`),
);
const namePaths = ['names.en', 'names.uk', 'names.ru'];

/** Every field the server may name in a model's answer, as the form names them. */
export const modelFields = ['familyId', 'code', ...namePaths, 'leafCount', 'hands', 'swings', ...rangePaths];
/** Every field the server may name in an option's answer (a note's names first: they end as a name's do). */
export const optionFields = [
  'note.names.en',
  'note.names.uk',
  'note.names.ru',
  'groupId',
  'code',
  ...namePaths,
  'models',
  'excludes',
  'requires',
  'maxWidth',
  'maxHeight',
];
export const familyFields = ['code', ...namePaths];
export const groupFields = ['code', ...namePaths, 'required', 'multiple'];

/** The catalogue's entries as a form's choices: each with its code and its name in `language`. */
export const choiceLabel = (entry: { code: string; names: NamesValues }, language: keyof NamesValues) =>
  `${entry.code} · ${entry.names[language]}`;
