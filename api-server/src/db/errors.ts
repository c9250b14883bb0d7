// What PostgreSQL's errors mean to the callers of the database layer.

/** True when a write failed on a unique index (PostgreSQL 23505), e.g. two accounts taking one e-mail. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Node's socket errors that mean the database server cannot be reached or went away. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/** node-postgres's own words for a lost or refused connection (its errors carry no code). */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/**
 * True when a statement failed because the database cannot be reached: refused or lost connections,
 * and PostgreSQL's connection (08...) and shutdown or start-up errors (57P01, 57P02, 57P03). The HTTP
 * layer answers 503 for these, not 500: the request may be tried again once the database is back.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const e = queue.shift();
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    const { code, message, cause, errors } = e as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string') {
      if (SOCKET_CODES.has(code) || code.startsWith('08') || ['57P01', '57P02', '57P03'].includes(code))
        return true;
    }
    if (typeof message === 'string' && DRIVER_MESSAGES.some((m) => message.includes(m))) return true;
    queue.push(cause);
    if (Array.isArray(errors)) queue.push(...(errors as unknown[]));
  }
  return false;
}

/** What a failure to connect says to whoever starts the server, by Node's or PostgreSQL's code. */
const CONNECT_REASONS: Record<string, string> = {
  ECONNREFUSED: 'the connection was refused (is PostgreSQL running there?)',
  ENOTFOUND: 'no such host',
  EAI_AGAIN: 'the host name could not be resolved',
  EHOSTUNREACH: 'the host cannot be reached',
  ENETUNREACH: 'the network cannot be reached',
  ETIMEDOUT: 'it did not answer in time',
  ECONNRESET: 'the connection was closed',
};

/**
 * Why PostgreSQL could not be used, in one line (issue 39): the start stops with it. Node's socket
 * errors by their code (a refused `localhost` is an AggregateError with an empty message), else the
 * first line of the deepest cause (Drizzle's "Failed query" wraps PostgreSQL's or node-postgres's
 * own: 'password authentication failed for user "x"', 'database "x" does not exist', a timeout).
 */
export function connectionProblem(error: unknown): string {
  let said = '';
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && CONNECT_REASONS[code]) return CONNECT_REASONS[code];
    const first = typeof message === 'string' ? message.split('\n')[0]!.trim() : '';
    if (first) said = first;
  }
  return said || String(error);
}
