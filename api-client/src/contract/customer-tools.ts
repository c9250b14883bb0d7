// The directory's care (issue 42; docs/decisions.md "Issue 42: a contract that loads with its first
// call"): the possible duplicates and merging them, and the import from a spreadsheet. A module of
// its own, apart from the directory's (customers.ts), so that the app loads it with the first of
// these calls rather than on every page (`lazyEndpointModules`); the server binds it as the area
// `customerTools`.
import { array, enums, nullable, object, optional, size, type, type Infer } from 'superstruct';
import { MessageResponse } from './auth.js';
import { Pagination } from './common.js';
import { customerAccess, Customer, customerList, CustomerParams, CustomerResponse } from './customers.js';
import { endpoint } from './endpoint.js';
import { defineImport, importRequestFields } from './imports.js';
import { Id, pageQuery } from './params.js';

/* ---------- possible duplicates and merging ---------- */

/**
 * Why two customers of one dealer may be one (docs/decisions.md "Issue 42: duplicates"): the same
 * e-mail in any case; the same phone (a phone or mobile of one is a phone or mobile of the other,
 * compared by their last nine digits); names equal but for case and spaces, or one letter apart.
 */
export const duplicateReasons = ['email', 'phone', 'name'] as const;
export type DuplicateReason = (typeof duplicateReasons)[number];

/** Two customers that may be one, the older first, and why. */
export const CustomerDuplicate = type({
  /** The two customers, the older first. */
  customers: size(array(Customer), 2, 2),
  /** What they share. */
  reasons: array(enums(duplicateReasons)),
});
export type CustomerDuplicate = Infer<typeof CustomerDuplicate>;

/** `GET /customers/duplicates`: the pairs in the caller's scope, the newest pair first. */
export const CustomerDuplicatesQuery = object({
  ...pageQuery,
  /** Only this dealer's customers (the organization's filter). */
  dealerId: optional(Id),
});
export type CustomerDuplicatesQuery = Infer<typeof CustomerDuplicatesQuery>;

export const CustomerDuplicatesResponse = type({
  /** The page's pairs. */
  data: array(CustomerDuplicate),
  /** Which page this is, its size, and how many pairs there are in all. */
  pagination: Pagination,
});

/**
 * `POST /customers/{id}/not-duplicate`: the pair of the customer of the path and `duplicateId` is no
 * duplicate (namesakes, a shared office phone); the view leaves it out while they keep what made them
 * a pair, and shows it again after a change that parts them and one that makes them alike anew.
 */
export const NotDuplicateBody = object({
  /** The other customer of the pair. */
  duplicateId: Id,
});
export type NotDuplicateBody = Infer<typeof NotDuplicateBody>;

/** The fields a merge keeps from one of the two, each as a whole (the address: all four parts). */
export const mergeFields = ['name', 'email', 'phone', 'mobile', 'address', 'note', 'tags'] as const;
export type MergeField = (typeof mergeFields)[number];

/** Whose value a field keeps: the surviving customer's, the merged one's, or (note, tags) both. */
const Take = enums(['survivor', 'duplicate']);
const TakeOrBoth = enums(['survivor', 'duplicate', 'both']);

/**
 * `POST /customers/{id}/merge`: `duplicateId` is merged into the customer of the path, which
 * survives: its fields take the values `take` names (a field not named keeps the survivor's, or the
 * duplicate's where the survivor's is empty; tags: both), every record, comment and file of the
 * duplicate moves to it, the duplicate's history joins its own with the merge in it, and the duplicate
 * is gone; all in one transaction. Both must be of one dealer.
 */
export const MergeCustomersBody = object({
  /** The customer merged into this one and then removed. */
  duplicateId: Id,
  /** Whose value each field keeps. */
  take: optional(
    object({
      /** The name. */
      name: optional(Take),
      /** The e-mail address. */
      email: optional(Take),
      /** The phone. */
      phone: optional(Take),
      /** The mobile. */
      mobile: optional(Take),
      /** The address, all four parts. */
      address: optional(Take),
      /** The note; `both`: the survivor's, then the duplicate's. */
      note: optional(TakeOrBoth),
      /** The tags; `both` (when not named): every tag of either, once. */
      tags: optional(TakeOrBoth),
    }),
  ),
});
export type MergeCustomersBody = Infer<typeof MergeCustomersBody>;

/* ---------- import ---------- */

/** A check's and a run's body of a customers' import: the mapping, fixes and skips, and whose customers. */
export const CustomerImportBody = object({
  ...importRequestFields,
  /** The organization's: whose customers the rows are when a row names no dealer (none: its own). */
  dealerId: optional(nullable(Id)),
});

/**
 * Importing customers from a CSV or XLSX file (`defineImport`): its fields, in the order the mapping
 * shows them (the headings that guess each are the server's, which reads the file). A dealer user's rows are their dealer's; the organization's are the
 * `dealerId`'s (none: its own), or a row's own dealer by the `dealer` column (its name or id).
 */
export const customerImport = defineImport({
  list: customerList,
  endpoints: { upload: 'uploadCustomerImport', check: 'checkCustomerImport', run: 'runCustomerImport' },
  fields: {
    name: { required: true },
    email: {},
    phone: {},
    mobile: {},
    street: {},
    city: {},
    postcode: {},
    country: {},
    note: {},
    tags: {},
    dealer: {},
  },
  body: CustomerImportBody,
  access: customerAccess.importCustomers,
});

/** The endpoints of the possible duplicates, merging and importing. */
export const customerToolEndpoints = {
  /** Pairs of customers of one dealer that may be one (the same e-mail, phone, or a name one letter apart). */
  customerDuplicates: endpoint({
    method: 'GET',
    path: '/customers/duplicates',
    query: CustomerDuplicatesQuery,
    response: CustomerDuplicatesResponse,
    access: customerAccess.mergeCustomers,
  }),
  /**
   * Answers 'Marked as not a duplicate': the pair leaves the possible duplicates; 404 when the two are
   * no pair in the caller's scope (another dealer's customer, or not alike).
   */
  markNotDuplicate: endpoint({
    method: 'POST',
    path: '/customers/:id/not-duplicate',
    params: CustomerParams,
    body: NotDuplicateBody,
    response: MessageResponse,
    access: customerAccess.mergeCustomers,
  }),
  /** Answers 'Customers merged': the duplicate is merged into the customer of the path, in one transaction. */
  mergeCustomers: endpoint({
    method: 'POST',
    path: '/customers/:id/merge',
    params: CustomerParams,
    body: MergeCustomersBody,
    response: CustomerResponse,
    access: customerAccess.mergeCustomers,
  }),
  /**
   * Import from a CSV or XLSX file (multipart, one `file` field): the upload answers its headings,
   * first rows and guessed mapping; a check answers every row that would fail; a run writes every row
   * or none, and answers 'Customers imported'.
   */
  ...customerImport.entries,
} as const;
