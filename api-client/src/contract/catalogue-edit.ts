// Editing the catalogue itself (issue 43, part 2; docs/decisions.md "Issue 43, part 2: editing the
// catalogue (the decisions)"): creating and changing a family, a model, an option group and an
// option, and hiding or showing a family, a model, an option group or an option (nothing is deleted),
// and each one's audit trail (who changed what, from what to what). The structure is not
// versioned: a change shows at the next check, and a quote already made keeps its own snapshot. A
// module of its own, loaded with its first call (`lazyEndpointModules.catalogueEdit`); the server
// binds it as the area `catalogueEdit`.
import { array, boolean, enums, nullable, object, refine, size, string, type Infer } from 'superstruct';
import { AuditQuery, AuditResponse } from './administration.js';
import { endpoint } from './endpoint.js';
import { doneOf } from './common.js';
import { documented } from './json-schema.js';
import { Id } from './params.js';
import {
  CatalogueOption,
  doorHands,
  doorSwings,
  leafCounts,
  Names,
  OptionGroup,
  OptionNote,
  priceAccess,
  ProductFamily,
  ProductModel,
  TableSize,
} from './prices.js';

/** What a catalogue code may hold: a Latin letter or digit, then letters, digits, `.`, `_` or `-`. */
export const CATALOGUE_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * A code of the catalogue: 1 to 40 characters, a Latin letter or digit first, then letters, digits,
 * `.`, `_` or `-` (no spaces). Unique among its kind (families, models, groups, options), as written.
 */
export const CatalogueCode = documented(
  refine(string(), 'catalogueCode', (value) =>
    value.length < 1
      ? 'Must be at least 1.'
      : value.length > 40
        ? 'Must be at most 40 characters.'
        : CATALOGUE_CODE_PATTERN.test(value) ||
          'Use Latin letters, digits, ".", "_" and "-" only, starting with a letter or digit.',
  ),
  { minLength: 1, maxLength: 40, pattern: CATALOGUE_CODE_PATTERN.source },
);

/** A range of sizes in millimetres as written: each figure 1 to 100,000 (the server checks the rest). */
export const SizeRangeBody = object({
  /** The smallest size, in millimetres; at most `max`. */
  min: TableSize,
  /** The largest size, in millimetres: `min` plus a whole number of steps. */
  max: TableSize,
  /** The step between two sizes, in millimetres, counted from `min`; at least 1. */
  step: TableSize,
});
export type SizeRangeBody = Infer<typeof SizeRangeBody>;

/** A model's sizes as written. */
export const SizeRuleBody = object({
  /** The door's width; for more than one leaf, from the leaves' smallest sum to their largest. */
  width: SizeRangeBody,
  /** The door's height. */
  height: SizeRangeBody,
  /** Each leaf's width: two leaves for a double or one-and-a-half door, none for a single one. */
  leaves: size(array(SizeRangeBody), 0, 4),
});
export type SizeRuleBody = Infer<typeof SizeRuleBody>;

/** `POST /prices/families`, `PUT /prices/families/{id}`: a family as it is to be. */
export const FamilyBody = object({
  /** Its code, unique among the families. */
  code: CatalogueCode,
  /** Its name in English, Ukrainian and Russian, each required. */
  names: Names,
});
export type FamilyBody = Infer<typeof FamilyBody>;

/** `POST /prices/models`, `PUT /prices/models/{id}`: a model as it is to be. */
export const ModelBody = object({
  /** The id of its family (400 on `familyId` when there is none). */
  familyId: Id,
  /** Its code, unique among the models. */
  code: CatalogueCode,
  /** Its name in English, Ukrainian and Russian, each required. */
  names: Names,
  /** How many leaves it has. */
  leafCount: enums(leafCounts),
  /** The hands it is made in: at least one, each once. */
  hands: size(array(enums(doorHands)), 1, 2),
  /** The swings it is made in: at least one, each once. */
  swings: size(array(enums(doorSwings)), 1, 2),
  /** The sizes it is made in. */
  sizeRule: SizeRuleBody,
});
export type ModelBody = Infer<typeof ModelBody>;

/** `POST /prices/groups`, `PUT /prices/groups/{id}`: an option group as it is to be. */
export const OptionGroupBody = object({
  /** Its code, unique among the option groups. */
  code: CatalogueCode,
  /** Its name in English, Ukrainian and Russian, each required. */
  names: Names,
  /** A configuration must choose one of its options (where the model is offered any). */
  required: boolean(),
  /** More than one of its options may be chosen. */
  multiple: boolean(),
});
export type OptionGroupBody = Infer<typeof OptionGroupBody>;

/** A door's own largest size for an option, in millimetres: 1 to 100,000, or null for none. */
const OptionLimit = nullable(TableSize);

/** `POST /prices/options`, `PUT /prices/options/{id}`: an option as it is to be. */
export const OptionBody = object({
  /** The id of its group (400 on `groupId` when there is none). */
  groupId: Id,
  /** Its code, unique among the options. */
  code: CatalogueCode,
  /** Its name in English, Ukrainian and Russian, each required. */
  names: Names,
  /** The ids of the models it is offered for, each an existing model; null: every model. */
  models: nullable(size(array(Id), 0, 1000)),
  /** The ids of the options it cannot be chosen with (both ways), each an existing other option. */
  excludes: size(array(Id), 0, 1000),
  /** The ids of the options that must be chosen with it, each an existing other option it does not exclude. */
  requires: size(array(Id), 0, 1000),
  /** Its own largest width in millimetres; null: none. */
  maxWidth: OptionLimit,
  /** Its own largest height in millimetres; null: none. */
  maxHeight: OptionLimit,
  /** What the configurator tells beside it; null: nothing. */
  note: nullable(OptionNote),
});
export type OptionBody = Infer<typeof OptionBody>;

/** `PATCH /prices/{families,models,groups,options}/{id}/active`: hidden or shown. */
export const CatalogueActiveBody = object({
  /** false: hidden from the configurator and from publishing's check; true: offered again. */
  active: boolean(),
});
export type CatalogueActiveBody = Infer<typeof CatalogueActiveBody>;

export const CatalogueItemParams = object({
  /** The id of the family, model, group or option. */
  id: Id,
});

export const FamilyDone = doneOf(ProductFamily);
export const ModelDone = doneOf(ProductModel);
export const OptionGroupDone = doneOf(OptionGroup);
export const OptionDone = doneOf(CatalogueOption);

/** The success texts of the catalogue's editing. */
export const FAMILY_SAVED = 'Family saved';
export const MODEL_SAVED = 'Model saved';
export const OPTION_GROUP_SAVED = 'Option group saved';
export const OPTION_SAVED = 'Option saved';
export const FAMILY_HIDDEN = 'Family hidden';
export const FAMILY_SHOWN = 'Family shown';
export const OPTION_GROUP_HIDDEN = 'Option group hidden';
export const OPTION_GROUP_SHOWN = 'Option group shown';
export const MODEL_HIDDEN = 'Model hidden';
export const MODEL_SHOWN = 'Model shown';
export const OPTION_HIDDEN = 'Option hidden';
export const OPTION_SHOWN = 'Option shown';

/**
 * A catalogue row's audit trail, newest first (`family.*`, `model.*`, `option_group.*`, `option.*`):
 * the organization's, with `prices.manage`; an id with no trail answers an empty page.
 */
const trail = (path: string) =>
  endpoint({
    method: 'GET',
    path,
    params: CatalogueItemParams,
    query: AuditQuery,
    response: AuditResponse,
    access: priceAccess.managePrices,
  });

/** The endpoints that edit the catalogue: all the organization's, with `prices.manage`. */
export const catalogueEditEndpoints = {
  /** A new family; a code already used answers 400 on `code`. Answers 'Family saved'. */
  createFamily: endpoint({
    method: 'POST',
    path: '/prices/families',
    body: FamilyBody,
    response: FamilyDone,
    access: priceAccess.managePrices,
  }),
  /** Changes a family's code and names. Answers 'Family saved'. */
  changeFamily: endpoint({
    method: 'PUT',
    path: '/prices/families/:id',
    params: CatalogueItemParams,
    body: FamilyBody,
    response: FamilyDone,
    access: priceAccess.managePrices,
  }),
  /**
   * Hides a family (`active: false`): its models are not offered in the configurator, as hidden ones;
   * or shows it again. Answers 'Family hidden' or 'Family shown'.
   */
  setFamilyActive: endpoint({
    method: 'PATCH',
    path: '/prices/families/:id/active',
    params: CatalogueItemParams,
    body: CatalogueActiveBody,
    response: FamilyDone,
    access: priceAccess.managePrices,
  }),
  /** A family's audit trail, newest first. */
  familyAudit: trail('/prices/families/:id/audit'),
  /**
   * A new model, shown, with no price in any version until a draft gives it one (publishing asks for
   * it). Every bad value is a 400 naming its field. Answers 'Model saved'.
   */
  createModel: endpoint({
    method: 'POST',
    path: '/prices/models',
    body: ModelBody,
    response: ModelDone,
    access: priceAccess.managePrices,
  }),
  /** Changes a model; checks of configurations follow at once, quotes made keep theirs. Answers 'Model saved'. */
  changeModel: endpoint({
    method: 'PUT',
    path: '/prices/models/:id',
    params: CatalogueItemParams,
    body: ModelBody,
    response: ModelDone,
    access: priceAccess.managePrices,
  }),
  /** Hides a model from the configurator (`active: false`) or shows it again. Answers 'Model hidden' or 'Model shown'. */
  setModelActive: endpoint({
    method: 'PATCH',
    path: '/prices/models/:id/active',
    params: CatalogueItemParams,
    body: CatalogueActiveBody,
    response: ModelDone,
    access: priceAccess.managePrices,
  }),
  /** A model's audit trail, newest first. */
  modelAudit: trail('/prices/models/:id/audit'),
  /** A new option group, shown. Answers 'Option group saved'. */
  createOptionGroup: endpoint({
    method: 'POST',
    path: '/prices/groups',
    body: OptionGroupBody,
    response: OptionGroupDone,
    access: priceAccess.managePrices,
  }),
  /** Changes an option group. Answers 'Option group saved'. */
  changeOptionGroup: endpoint({
    method: 'PUT',
    path: '/prices/groups/:id',
    params: CatalogueItemParams,
    body: OptionGroupBody,
    response: OptionGroupDone,
    access: priceAccess.managePrices,
  }),
  /**
   * Hides an option group (`active: false`): it and its options are not offered in the configurator,
   * as hidden ones; or shows it again. Answers 'Option group hidden' or 'Option group shown'.
   */
  setOptionGroupActive: endpoint({
    method: 'PATCH',
    path: '/prices/groups/:id/active',
    params: CatalogueItemParams,
    body: CatalogueActiveBody,
    response: OptionGroupDone,
    access: priceAccess.managePrices,
  }),
  /** An option group's audit trail, newest first. */
  optionGroupAudit: trail('/prices/groups/:id/audit'),
  /**
   * A new option, shown, with no price in any version until a draft gives it one. Its rules name
   * existing models and other options only. Answers 'Option saved'.
   */
  createOption: endpoint({
    method: 'POST',
    path: '/prices/options',
    body: OptionBody,
    response: OptionDone,
    access: priceAccess.managePrices,
  }),
  /** Changes an option and its rules. Answers 'Option saved'. */
  changeOption: endpoint({
    method: 'PUT',
    path: '/prices/options/:id',
    params: CatalogueItemParams,
    body: OptionBody,
    response: OptionDone,
    access: priceAccess.managePrices,
  }),
  /** Hides an option from the configurator or shows it again. Answers 'Option hidden' or 'Option shown'. */
  setOptionActive: endpoint({
    method: 'PATCH',
    path: '/prices/options/:id/active',
    params: CatalogueItemParams,
    body: CatalogueActiveBody,
    response: OptionDone,
    access: priceAccess.managePrices,
  }),
  /** An option's audit trail, newest first. */
  optionAudit: trail('/prices/options/:id/audit'),
} as const;
