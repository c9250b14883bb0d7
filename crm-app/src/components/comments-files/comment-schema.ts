import { object, refine, string } from 'superstruct';
import type { TFunction } from '@/lib/i18n';

export interface CommentValues {
  body: string;
}

/** A comment (a record's, a customer's): at least 1 character besides spaces. */
export const commentSchema = (t: TFunction<'sales'>) =>
  object({
    body: refine(string(), 'body', (value) => value.trim().length >= 1 || t('orderRecord.atLeast1')),
  });
