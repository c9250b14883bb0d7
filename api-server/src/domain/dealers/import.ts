// Importing dealers from a spreadsheet (issue 42; docs/decisions.md "Issue 42: the dealers' import, the
// second user"): the dealers' part of a list's import (`ImportServing`, domain/imports/imports.ts), its
// second user after the customers'. A row is checked by the contract's own rules of a new dealer
// (`ImportedDealer`: `POST /dealers`'s body, with the discount and the contacts as the profile's
// sections take them), and may not repeat a dealer already there or an earlier row, by its name (in any
// case, spaces aside) or its contact's e-mail (`dealer-import.ts`). A run writes each row as
// `POST /dealers` does (`insertNewDealers`), with its creation in its trail naming the file and line.
import { type dealerImport, type ImportRowError, ImportedDealer } from '@doorline/api-client';
import type { Queryable } from '../../db/index.js';
import { dealerImportDuplicates } from '../../db/queries/dealer-import.js';
import { storedContact } from '../account/account.js';
import {
  contractProblems,
  duplicateProblems,
  type ImportRecord,
  type ImportServing,
} from '../imports/imports.js';
import { insertNewDealers, type NewDealer } from './dealers.js';

type DealerImport = typeof dealerImport;
type Field = DealerImport['fieldKeys'][number];
type Values = ImportRecord<Field>['values'];

/** A contact's parts, as `ContactInput` names them. */
const contactParts = ['name', 'email', 'phone', 'mobile', 'fax'] as const;
type ContactPart = (typeof contactParts)[number];

/** Each contact of the body and the prefix of its fields in the import (`contactEmail`, `responsibleFax`). */
const contacts = { contact: 'contact', responsibleContact: 'responsible' } as const;
type ContactKey = keyof typeof contacts;

/** The import's field of a contact's part. */
const contactField = (key: ContactKey, part: ContactPart) =>
  `${contacts[key]}${part[0]!.toUpperCase()}${part.slice(1)}` as Field;

/** A contact of the row, or none when the row gives none of its parts. */
function contactOf(values: Values, key: ContactKey) {
  const parts = Object.fromEntries(contactParts.map((part) => [part, values[contactField(key, part)]]));
  return Object.values(parts).some(Boolean) ? (parts as Record<ContactPart, string>) : undefined;
}

/**
 * A discount cell as a number: "12.5", "12,5" (the decimal comma of Ukrainian and Russian
 * spreadsheets) or "12.5 %"; empty: none; anything else as written, which the rule refuses.
 */
function discountOf(cell: string): number | string | undefined {
  if (!cell) return undefined;
  const number = /^(\d+(?:[.,]\d+)?)\s*%?$/.exec(cell)?.[1];
  return number === undefined ? cell : Number(number.replace(',', '.'));
}

/** A row as the contract's rules of a new dealer read it (`ImportedDealer`). */
const bodyOf = (values: Values) => ({
  name: values.name,
  description: values.description,
  discount: discountOf(values.discount),
  contact: contactOf(values, 'contact'),
  responsibleContact: contactOf(values, 'responsibleContact'),
});

/** A failure's field: a contact's part as the import names it (`contactEmail`), or the top field. */
function fieldOf(path: readonly unknown[]): string {
  const [top, part] = path;
  return top === 'contact' || top === 'responsibleContact'
    ? contactField(top, part as ContactPart)
    : String(top);
}

/** Every problem of the rows: the contract's rules, then a dealer or an earlier row repeated. */
async function checkRows(db: Queryable, records: ImportRecord<Field>[]): Promise<ImportRowError[]> {
  const errors = records.flatMap((record) =>
    contractProblems(record, ImportedDealer, bodyOf(record.values), fieldOf),
  );
  const keys = records.map(({ line, values }) => ({ line, name: values.name, email: values.contactEmail }));
  const found = (await dealerImportDuplicates(db, keys)).map((duplicate) => ({
    ...duplicate,
    existing:
      duplicate.dealerId === null ? null : { id: duplicate.dealerId, name: duplicate.dealerName ?? '' },
  }));
  return [...errors, ...duplicateProblems(records, found)];
}

/** A checked row as the dealer it makes. */
function newDealerOf(record: ImportRecord<Field>, file: string): NewDealer {
  const body = bodyOf(record.values);
  const stored = (key: ContactKey) => {
    const contact = body[key];
    return contact ? storedContact(contact) : null;
  };
  return {
    name: body.name,
    description: body.description,
    // Checked: a number, or none.
    discount: typeof body.discount === 'number' ? body.discount : undefined,
    contact: stored('contact'),
    responsibleContact: stored('responsibleContact'),
    imported: { file, line: record.line },
  };
}

/** The headings that name each field in a file, in English, Ukrainian and Russian (`guessMapping`). */
const dealerHeadings = {
  name: [
    'name',
    'dealer',
    'dealer name',
    'company',
    'company name',
    'назва',
    'дилер',
    'назва дилера',
    'компанія',
    'назва компанії',
    'название',
    'название дилера',
    'компания',
    'название компании',
  ],
  description: ['description', 'about', 'опис', 'описание'],
  discount: ['discount', 'discount %', 'discount (%)', 'знижка', 'знижка %', 'скидка', 'скидка %'],
  contactName: [
    'contact',
    'contact name',
    'contact person',
    'контакт',
    'контактна особа',
    "ім'я контакту",
    'контактное лицо',
    'имя контакта',
  ],
  contactEmail: [
    'email',
    'e-mail',
    'mail',
    'contact email',
    'contact e-mail',
    'пошта',
    'ел. пошта',
    'електронна пошта',
    'почта',
    'эл. почта',
    'электронная почта',
  ],
  contactPhone: ['phone', 'telephone', 'tel', 'contact phone', 'телефон', 'тел'],
  contactMobile: [
    'mobile',
    'cell',
    'mobile phone',
    'contact mobile',
    'мобільний',
    'мобільний телефон',
    'мобильный',
    'мобильный телефон',
  ],
  contactFax: ['fax', 'contact fax', 'факс'],
  responsibleName: [
    'responsible',
    'responsible person',
    'responsible name',
    'responsible contact',
    'відповідальний',
    'відповідальна особа',
    'ответственный',
    'ответственное лицо',
  ],
  responsibleEmail: [
    'responsible email',
    'responsible e-mail',
    'пошта відповідального',
    'почта ответственного',
  ],
  responsiblePhone: ['responsible phone', 'телефон відповідального', 'телефон ответственного'],
  responsibleMobile: ['responsible mobile', 'мобільний відповідального', 'мобильный ответственного'],
  responsibleFax: ['responsible fax', 'факс відповідального', 'факс ответственного'],
};

export const dealerImportServing: ImportServing<DealerImport> = {
  headings: dealerHeadings,
  check: (db, records) => checkRows(db, records),
  write: async (tx, records, _body, importer, run) => {
    const ids = await insertNewDealers(
      tx,
      importer.user,
      records.map((record) => newDealerOf(record, run.fileName)),
      run.at,
    );
    return ids.length;
  },
};
