// A model's price table and an option group's prices as CSV files (issue 43, part 2; docs/decisions.md
// "Issue 43, part 2: a table's and an option group's CSV (the decisions)"): the export of either from
// any version the reader may read, and the import into a draft in two calls, a check (the file read
// as it would be written, with each row's problems by line and reason; nothing written) and an import
// (written through the same rules as a price typed on screen, all or nothing). A module of its own,
// loaded with its first call (`lazyEndpointModules`); the server binds it as the area `priceFiles`.
import {
  array,
  enums,
  integer,
  nullable,
  object,
  optional,
  string,
  type,
  unknown,
  type Infer,
} from 'superstruct';
import { dataOf } from './common.js';
import { endpoint } from './endpoint.js';
import { Id } from './params.js';
import {
  ModelPrice,
  Names,
  OptionPrice,
  priceAccess,
  PriceVersionDone,
  VersionModelParams,
} from './prices.js';

/** The largest price file an import takes, in bytes (a 100 × 100 table is about 100 kB). */
export const PRICE_FILE_MAX_BYTES = 1024 * 1024;

/** What may be wrong with a line of a price file (the app words each). */
export const priceFileProblems = [
  /** Not a number: a price is a plain decimal with a dot or a comma, a size whole millimetres. */
  'notANumber',
  /** A price below 0. */
  'negative',
  /** More than two decimals. */
  'tooManyDecimals',
  /** Above the highest price (or a size above 100,000 mm, or below 1). */
  'outOfRange',
  /** A price in a column with no width above it, or a row with no height. */
  'noSize',
  /** A width or height given twice. */
  'duplicateSize',
  /** More than 100 widths or heights. */
  'tooManySizes',
  /** The table does not cover the sizes the model is made in (`min`, `max`). */
  'outsideRule',
  /** The corner cell is neither empty nor `interpolate` nor `roundUp`. */
  'unknownBetween',
  /** The file's heading row lacks a column the file must have (`value`: its name). */
  'missingColumn',
  /** No option of the group has this code. */
  'unknownOption',
  /** An option given twice (`value`: its code). */
  'duplicateOption',
  /** A price kind other than `fixed`, `perSquareMetre` or `percentOfBase`. */
  'unknownKind',
  /** A cell holds a NUL character. */
  'nul',
  /** No line below the heading row. */
  'noRows',
] as const;
export type PriceFileProblem = (typeof priceFileProblems)[number];

/** One problem of a price file, where it is. */
export const PriceFileError = type({
  /** The line of the file (the first line is 1). */
  line: integer(),
  /** The column as a spreadsheet names it (A, B, …); absent when the whole line is at fault. */
  column: optional(string()),
  /** What is wrong. */
  problem: enums(priceFileProblems),
  /** The cell as the file gives it. */
  value: string(),
  /** The smallest size the model is made in (`outsideRule`). */
  min: optional(integer()),
  /** The largest (`outsideRule`). */
  max: optional(integer()),
});
export type PriceFileError = Infer<typeof PriceFileError>;

/** A model's table file, read: the price it would write, the one it replaces, and the file's problems. */
export const ModelPriceFileCheck = type({
  /** The table as the file gives it (a cell at fault is null); null when its sizes could not be read. */
  price: nullable(ModelPrice),
  /** The model's price in the version now; null: none yet. */
  current: nullable(ModelPrice),
  /** Every problem, by line; none: the import would write `price`. */
  errors: array(PriceFileError),
});
export type ModelPriceFileCheck = Infer<typeof ModelPriceFileCheck>;

/** One option of a group's file, read. */
export const OptionPriceFileRow = type({
  /** The file's line. */
  line: integer(),
  /** The option's id. */
  optionId: integer(),
  /** Its code, as the catalogue has it. */
  code: string(),
  /** Its name in each language. */
  names: Names,
  /** Its price in the version now; null: none yet. */
  current: nullable(OptionPrice),
  /** The price the file gives it; null when the line is at fault. */
  price: nullable(OptionPrice),
});
export type OptionPriceFileRow = Infer<typeof OptionPriceFileRow>;

/** An option group's file, read: each option it names, and the file's problems. */
export const OptionPriceFileCheck = type({
  /** The options the file names, in its order (the group's others keep their prices). */
  options: array(OptionPriceFileRow),
  /** Every problem, by line; none: the import would write each option's `price`. */
  errors: array(PriceFileError),
});
export type OptionPriceFileCheck = Infer<typeof OptionPriceFileCheck>;

export const VersionGroupParams = object({
  /** The version's id. */
  id: Id,
  /** The option group's id. */
  groupId: Id,
});

export const ModelPriceFileCheckResponse = dataOf(ModelPriceFileCheck);
export const OptionPriceFileCheckResponse = dataOf(OptionPriceFileCheck);
type ModelParams = Infer<typeof VersionModelParams>;
type GroupParams = Infer<typeof VersionGroupParams>;

/** The success text of an import. */
export const PRICES_IMPORTED = 'Prices imported';

/** The endpoints of the price files. */
export const priceFileEndpoints = {
  /**
   * The model's table in the version as a CSV file (UTF-8 with a BOM): the first line the widths, the
   * first column the heights, the corner how a size between two is priced. A draft is not found for
   * a dealer user; a model priced per square metre has no table (409).
   */
  exportModelPriceFile: endpoint({
    method: 'GET',
    path: '/prices/versions/:id/models/:modelId/csv',
    params: VersionModelParams,
    response: unknown(),
    fileAnswer: true,
    access: priceAccess.readPrices,
  }),
  /**
   * The group's option prices in the version as a CSV file: a line per option (`code`, `kind`,
   * `price`, and its English `name`, which an import ignores). A draft is not found for a dealer user.
   */
  exportOptionPriceFile: endpoint({
    method: 'GET',
    path: '/prices/versions/:id/groups/:groupId/csv',
    params: VersionGroupParams,
    response: unknown(),
    fileAnswer: true,
    access: priceAccess.readPrices,
  }),
  /**
   * Multipart with one `file` field (CSV, at most 1 MB): the model's table as the file gives it, with
   * every problem by line and column. Writes nothing; a published version answers 409.
   */
  checkModelPriceFile: endpoint<FormData, Infer<typeof ModelPriceFileCheckResponse>, undefined, ModelParams>({
    method: 'POST',
    path: '/prices/versions/:id/models/:modelId/csv/check',
    params: VersionModelParams,
    response: ModelPriceFileCheckResponse,
    access: priceAccess.managePrices,
    multipart: true,
  }),
  /**
   * The same file written as the draft's price of the model, checked as `PUT …/models/{modelId}`
   * checks a typed one; a file with any problem is a 400 and nothing is written. Answers 'Prices
   * imported'.
   */
  importModelPriceFile: endpoint<FormData, Infer<typeof PriceVersionDone>, undefined, ModelParams>({
    method: 'POST',
    path: '/prices/versions/:id/models/:modelId/csv',
    params: VersionModelParams,
    response: PriceVersionDone,
    access: priceAccess.managePrices,
    multipart: true,
  }),
  /** Multipart with one `file` field: the group's options as the file gives them, with every problem. Writes nothing. */
  checkOptionPriceFile: endpoint<
    FormData,
    Infer<typeof OptionPriceFileCheckResponse>,
    undefined,
    GroupParams
  >({
    method: 'POST',
    path: '/prices/versions/:id/groups/:groupId/csv/check',
    params: VersionGroupParams,
    response: OptionPriceFileCheckResponse,
    access: priceAccess.managePrices,
    multipart: true,
  }),
  /**
   * The same file written as the draft's prices of the options it names, in one transaction; a file
   * with any problem is a 400 and nothing is written. Answers 'Prices imported'.
   */
  importOptionPriceFile: endpoint<FormData, Infer<typeof PriceVersionDone>, undefined, GroupParams>({
    method: 'POST',
    path: '/prices/versions/:id/groups/:groupId/csv',
    params: VersionGroupParams,
    response: PriceVersionDone,
    access: priceAccess.managePrices,
    multipart: true,
  }),
} as const;
