// Importing customers from a spreadsheet (issue 42): the customers' part of a list's import
// (`ImportServing`, domain/imports/imports.ts). A row is checked by the contract's own rules of a new
// customer (`CreateCustomerBody`), its dealer is the importer's (a dealer user's rows are their dealer's,
// a row naming another dealer is refused), and it may not repeat a customer of its dealer or an earlier
// row (`customer-keys.ts`, the possible duplicates' rule). A run writes each row as `POST /customers`
// would, with its creation in its history naming the file.
import { CreateCustomerBody, type customerImport, type ImportRowError } from '@doorline/api-client';
import { insertAuditEvents } from '../../db/queries/audit.js';
import { importDuplicates, insertCustomers } from '../../db/queries/customers.js';
import { dealerNames } from '../../db/queries/dealers.js';
import type { Queryable } from '../../db/index.js';
import { invalidField } from '../errors.js';
import {
  contractProblems,
  duplicateProblems,
  type ImportRecord,
  type ImportServing,
  type Importer,
} from '../imports/imports.js';
import { DEALER_NOT_FOUND } from '../orders/orders.js';
import { columnsOf } from './customers.js';

type CustomerImport = typeof customerImport;
type Values = ImportRecord<CustomerImport['fieldKeys'][number]>['values'];

/** A row's tags: the cell split at commas and semicolons. */
const tagsOf = (cell: string) =>
  cell
    .split(/[,;]/)
    .map((tag) => tag.trim())
    .filter(Boolean);

/** A row as the body of `POST /customers` (its dealer aside). */
const bodyOf = (values: Values) => ({
  name: values.name,
  email: values.email,
  phone: values.phone,
  mobile: values.mobile,
  address: { street: values.street, city: values.city, postcode: values.postcode, country: values.country },
  note: values.note,
  tags: tagsOf(values.tags),
});

/** A failure's field: the address's part, or the top field. */
const fieldOf = (path: readonly unknown[]) => String(path[0] === 'address' ? path[1] : path[0]);

/** The row's field problems by the contract's rules, one per field. */
const fieldProblems = (record: ImportRecord<CustomerImport['fieldKeys'][number]>) =>
  contractProblems(record, CreateCustomerBody, bodyOf(record.values), fieldOf);

/**
 * Each row's dealer: the `dealer` cell (an id or a name, any case) among the dealers the importer sees,
 * else the body's `dealerId` (the organization's choice; none: its own), a dealer user's always theirs.
 * `undefined`: a dealer the importer cannot see.
 */
async function dealersOf(
  db: Queryable,
  records: readonly ImportRecord[],
  importer: Importer,
  dealerId: number | null,
) {
  const named = records.some((record) => record.values.dealer);
  const known = named ? await dealerNames(db, importer.scope) : [];
  const byName = new Map(known.map((dealer) => [dealer.name.toLocaleLowerCase(), dealer.id]));
  const byId = new Set(known.map((dealer) => dealer.id));
  return (record: ImportRecord): number | null | undefined => {
    const cell = record.values.dealer;
    if (!cell) return importer.scope.kind === 'dealer' ? importer.scope.dealerId : dealerId;
    const id = /^\d{1,9}$/.test(cell) ? Number(cell) : byName.get(cell.toLocaleLowerCase());
    return id !== undefined && byId.has(id) ? id : undefined;
  };
}

/** The body's `dealerId`: the organization's, a dealer it has (else 400); a dealer user's must be theirs. */
async function bodyDealer(db: Queryable, importer: Importer, dealerId: number | null | undefined) {
  if (dealerId === undefined || dealerId === null) return null;
  const known = await dealerNames(db, importer.scope);
  if (!known.some((dealer) => dealer.id === dealerId)) throw invalidField('dealerId', DEALER_NOT_FOUND);
  return dealerId;
}

/** Every problem of the rows: the contract's rules, the dealer, and the duplicates. */
async function checkRows(
  db: Queryable,
  records: ImportRecord<CustomerImport['fieldKeys'][number]>[],
  body: { dealerId?: number | null | undefined },
  importer: Importer,
) {
  const dealerOf = await dealersOf(db, records, importer, await bodyDealer(db, importer, body.dealerId));
  const errors: ImportRowError[] = [];
  const contacts = [];
  for (const record of records) {
    errors.push(...fieldProblems(record));
    const dealerId = dealerOf(record);
    if (dealerId === undefined) {
      errors.push({
        line: record.line,
        field: 'dealer',
        problem: 'unknownDealer',
        value: record.values.dealer,
      });
      continue;
    }
    const { email, phone, mobile } = record.values;
    contacts.push({ line: record.line, dealerId, email, phone, mobile });
  }
  const found = (await importDuplicates(db, contacts)).map((duplicate) => ({
    ...duplicate,
    existing:
      duplicate.customerId === null ? null : { id: duplicate.customerId, name: duplicate.customerName ?? '' },
  }));
  errors.push(...duplicateProblems(records, found));
  return { errors, dealerOf };
}

/** The headings that name each field in a file, in English, Ukrainian and Russian (`guessMapping`). */
const customerHeadings = {
  name: [
    'name',
    'full name',
    'customer',
    'company',
    "ім'я",
    'імя',
    'назва',
    'клієнт',
    'піб',
    'имя',
    'название',
    'клиент',
    'фио',
  ],
  email: [
    'email',
    'e-mail',
    'mail',
    'пошта',
    'ел. пошта',
    'електронна пошта',
    'почта',
    'эл. почта',
    'электронная почта',
  ],
  phone: ['phone', 'telephone', 'tel', 'телефон', 'тел'],
  mobile: [
    'mobile',
    'cell',
    'mobile phone',
    'мобільний',
    'мобільний телефон',
    'мобильный',
    'мобильный телефон',
  ],
  street: ['street', 'address', 'вулиця', 'адреса', 'улица', 'адрес'],
  city: ['city', 'town', 'місто', 'город'],
  postcode: [
    'postcode',
    'zip',
    'postal code',
    'zip code',
    'індекс',
    'поштовий індекс',
    'индекс',
    'почтовый индекс',
  ],
  country: ['country', 'країна', 'страна'],
  note: ['note', 'notes', 'comment', 'примітка', 'коментар', 'примечание', 'комментарий'],
  tags: ['tags', 'tag', 'теги', 'мітки', 'тег', 'метки'],
  dealer: ['dealer', 'дилер'],
};

export const customerImportServing: ImportServing<CustomerImport> = {
  headings: customerHeadings,
  check: async (db, records, body, importer) => (await checkRows(db, records, body, importer)).errors,
  write: async (tx, records, body, importer, run) => {
    const dealerOf = await dealersOf(tx, records, importer, await bodyDealer(tx, importer, body.dealerId));
    const rows = records.map((record) => {
      const columns = columnsOf(bodyOf(record.values));
      return { columns, dealerId: dealerOf(record) ?? null };
    });
    const ids = await insertCustomers(
      tx,
      rows.map(({ columns, dealerId }) => ({
        name: columns.name!,
        ...columns,
        dealerId,
        createdById: importer.user.id,
        createdAt: run.at,
        updatedAt: run.at,
      })),
    );
    await insertAuditEvents(
      tx,
      ids.map((id, index) => ({
        actorId: importer.user.id,
        subjectType: 'customer' as const,
        subjectId: id,
        action: 'customer.created' as const,
        before: null,
        after: {
          ...rows[index]!.columns,
          dealerId: rows[index]!.dealerId,
          imported: { file: run.fileName, line: records[index]!.line },
        },
        createdAt: run.at,
      })),
    );
    return ids.length;
  },
};
