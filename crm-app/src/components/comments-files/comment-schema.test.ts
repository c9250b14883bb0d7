import { validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import type { TFunction } from '@/lib/i18n';
import { commentSchema } from './comment-schema';

const t = ((key: string) => key) as unknown as TFunction<'sales'>;
const messages = (result: ReturnType<typeof validate>) =>
  result[0]?.failures().map((failure) => [failure.path.join('.'), failure.message]) ?? [];

describe('the comment form', () => {
  it('a comment needs a character besides spaces', () => {
    expect(messages(validate({ body: ' \n' }, commentSchema(t)))).toEqual([['body', 'orderRecord.atLeast1']]);
    expect(messages(validate({ body: 'ok' }, commentSchema(t)))).toEqual([]);
  });
});
