// Importing dealers from a spreadsheet (issue 42; docs/decisions.md "Issue 42: the dealers' import,
// the second user"): the list's import declared once beside the dealers' list (`defineImport`), the
// import's second user after the customers'. A module of its own, apart from the dealers' (dealers.ts),
// so that the app loads it with the first of these calls rather than on every page
// (`lazyEndpointModules`); the server binds it as the area `dealerTools`.
import { object, optional, type Infer } from 'superstruct';
import { ContactInput } from './account.js';
import { CreateDealerBody, dealerAccess, dealerList, Discount } from './dealers.js';
import { defineImport } from './imports.js';

/**
 * One row of a dealers' import, as the contract's rules for a new dealer take it: what `POST /dealers`
 * takes (`CreateDealerBody`: the name and the description, each at least 2 characters), and the
 * discount and the two contacts as the profile's sections take them (`PATCH /dealers/{id}`: the
 * discount 0 to 100 with two decimals at most; a contact, when any of its fields is given, with its
 * name and a valid e-mail or none).
 */
export const ImportedDealer = object({
  ...CreateDealerBody.schema,
  /** Percent, 0 to 100, two decimals at most; none: 0, as `POST /dealers` starts it. */
  discount: optional(Discount),
  /** The company's contact. */
  contact: optional(ContactInput),
  /** The person at the company responsible for the dealership. */
  responsibleContact: optional(ContactInput),
});
export type ImportedDealer = Infer<typeof ImportedDealer>;

/**
 * Importing dealers from a CSV or XLSX file (`defineImport`), the organization's with `dealers.manage`
 * (as `POST /dealers`; a dealer user never): its fields, in the order the mapping shows them (the
 * headings that guess each are the server's, which reads the file), each contact's flattened. Every
 * row is a new dealer, invited, as `POST /dealers` makes it; a row with the name (in any case, spaces
 * aside) or the contact's e-mail of a dealer already there, or of an earlier row, is refused.
 */
export const dealerImport = defineImport({
  list: dealerList,
  endpoints: { upload: 'uploadDealerImport', check: 'checkDealerImport', run: 'runDealerImport' },
  fields: {
    name: { required: true },
    description: { required: true },
    discount: {},
    contactName: {},
    contactEmail: {},
    contactPhone: {},
    contactMobile: {},
    contactFax: {},
    responsibleName: {},
    responsibleEmail: {},
    responsiblePhone: {},
    responsibleMobile: {},
    responsibleFax: {},
  },
  access: dealerAccess.manageDealers,
});

/** The success text of a dealers' import run. */
export const DEALERS_IMPORTED = 'Dealers imported';

/** The endpoints of the dealers' import. */
export const dealerToolEndpoints = {
  /**
   * Import from a CSV or XLSX file (multipart, one `file` field): the upload answers its headings,
   * first rows and guessed mapping; a check answers every row that would fail; a run writes every row
   * or none, and answers 'Dealers imported'.
   */
  ...dealerImport.entries,
} as const;
