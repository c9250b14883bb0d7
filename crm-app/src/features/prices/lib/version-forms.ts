import type { CreatePriceVersionBody, Names } from '@doorline/api-client';
import { nullable, object, refine, string } from 'superstruct';

/*
 * The price versions' forms (issue 43), read by react-hook-form through superstructResolver: a new
 * draft's names in the three languages and the version it copies, and the day a draft is published
 * from. The server holds the same rules (the contract's `CreatePriceVersionBody`,
 * `PublishPriceVersionBody`).
 */

/** A name may hold at most this many characters (the contract's `Names`). */
export const NAME_MAX = 200;

export interface DraftValues {
  /** The id of the version whose prices the draft starts from. */
  copyFrom: string | null;
  names: Names;
}

/** The draft form's words for its rules, in the reader's language. */
export interface DraftMessages {
  chooseVersion: string;
  nameRequired: string;
}

const nameStruct = (required: string) =>
  refine(string(), 'name', (value) => value.trim().length >= 1 || required);

/** New draft: a version to copy, and a name in each language. */
export const draftSchema = ({ chooseVersion, nameRequired }: DraftMessages) =>
  object({
    copyFrom: refine(nullable(string()), 'copyFrom', (value) => !!value || chooseVersion),
    names: object({
      en: nameStruct(nameRequired),
      uk: nameStruct(nameRequired),
      ru: nameStruct(nameRequired),
    }),
  });

/** What the form sends: the names trimmed. */
export const draftBodyOf = ({ copyFrom, names }: DraftValues): CreatePriceVersionBody => ({
  copyFrom: Number(copyFrom),
  names: { en: names.en.trim(), uk: names.uk.trim(), ru: names.ru.trim() },
});

export interface PublishValues {
  /** `YYYY-MM-DD`, or '' while none is chosen. */
  effectiveFrom: string;
}

/** The publish form's words for its rules, in the reader's language. */
export interface PublishMessages {
  dateRequired: string;
  pastDate: string;
}

/** Publish: a day from `today` (`YYYY-MM-DD`, the reader's) on. */
export const publishSchema = ({ dateRequired, pastDate }: PublishMessages, today: string) =>
  object({
    effectiveFrom: refine(string(), 'effectiveFrom', (value) =>
      !value ? dateRequired : value < today ? pastDate : true,
    ),
  });
