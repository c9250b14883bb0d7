// What an error's log line keeps (issue 39; docs/architecture.md "How it runs"): a failed query's
// statement and PostgreSQL's code, never the values it was given (a body's e-mail, name or note).
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { errorForLog } from './request-log.js';

describe('errorForLog', () => {
  it("keeps a failed query's statement and its cause's code, not its parameters or the row's values", () => {
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_uq"'),
      {
        code: '23505',
        constraint: 'users_email_uq',
        detail: 'Key (email)=(olena.secret@example.test) already exists.',
      },
    );
    const error = new DrizzleQueryError(
      'insert into "users" ("email", "name") values ($1, $2)',
      ['olena.secret@example.test', 'Olena\nKovalenko'],
      cause,
    );
    const logged = JSON.stringify(errorForLog(error));
    expect(logged).not.toMatch(/olena\.secret|Kovalenko/);
    expect(logged).toContain('insert into \\"users\\"');
    expect(logged).toContain('23505');
    expect(logged).toContain('users_email_uq');
    expect(logged).toContain('"type":"DrizzleQueryError"');
    // The stack keeps its frames, straight after the statement.
    expect((errorForLog(error) as { stack: string }).stack).toMatch(/values \(\$1, \$2\)\n {4}at /);
  });

  it('an error of any other kind is logged whole; a value that is no error is left as it is', () => {
    const error = Object.assign(new TypeError('boom'), { code: 'X1' });
    expect(errorForLog(error)).toMatchObject({ type: 'TypeError', message: 'boom', code: 'X1' });
    expect(errorForLog('text' as unknown as Error)).toBe('text');
  });
});
