import type { StructError } from 'superstruct';
import { validate, type Struct } from 'superstruct';
import type { FieldError } from './common.js';

export type Validation<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

/**
 * Checks `value` against `struct` (applying its coercions) and turns every failure into a
 * `{ path, message }` that names the field, which is what a 400 answer carries.
 */
export function check<T, S>(struct: Struct<T, S>, value: unknown): Validation<T> {
  // One rule for every string of every input, before any struct reads it (issue 39).
  const unsafe = unsafeInput(value);
  if (unsafe.length > 0) return { ok: false, errors: unsafe };
  try {
    const [error, result] = validate(value, struct, { coerce: true });
    if (!error) return { ok: true, value: result };
    // The failures after the first are computed lazily, here, and may throw too.
    return { ok: false, errors: describeFailures(error) };
  } catch {
    // superstruct prints a refused value with `${value}`, which throws for an object such as
    // {"toString": 1}: such a value is refused, named by its path, rather than crash the caller.
    const path = unprintablePath(value, [])?.join('.') || '(root)';
    return { ok: false, errors: [{ path, message: `${path}: Invalid value` }] };
  }
}

/**
 * How deep an input may nest: objects and arrays within each other, the outermost counting as 1. The
 * contract's deepest input is 2 (a body that holds a list or a contact); a JSON body of
 * thousands of levels is refused before superstruct's recursion (and its error paths) reads it
 * (docs/decisions.md "Issue 39: bad input").
 */
export const MAX_INPUT_DEPTH = 32;

/**
 * What no string of an input may hold: a NUL (U+0000), which PostgreSQL's text cannot store (a 500),
 * and a UTF-16 surrogate without its pair, which is no character at all: UTF-8 cannot encode it, and
 * the drivers would store U+FFFD in its place (docs/decisions.md "Issue 39: bad input").
 */
// eslint-disable-next-line no-control-regex -- exactly what it refuses
const NOT_TEXT = /[\u0000\p{Cs}]/u;

/** The message of a string (a value or a field's name) that holds one. */
export const NOT_TEXT_MESSAGE = 'Must not contain a NUL character or an unpaired surrogate.';

/** The message of an input nested deeper than `MAX_INPUT_DEPTH`, at the first level too deep. */
export const TOO_DEEP_MESSAGE = `Nested too deeply: at most ${MAX_INPUT_DEPTH} levels.`;

/**
 * The fields of an input that no struct may read: every string (a value or a field's name) that is not
 * text (`NOT_TEXT`), or the first object or array deeper than `MAX_INPUT_DEPTH` (then that one alone).
 * A loop with its own stack, never a recursion, so that no depth of input can overflow it.
 */
export function unsafeInput(value: unknown): FieldError[] {
  const errors: FieldError[] = [];
  const notText = (path: string[]) => {
    const named = path.join('.') || '(root)';
    if (!errors.some((e) => e.path === named)) errors.push({ path: named, message: NOT_TEXT_MESSAGE });
  };
  // A field's name is checked where its value is, so that the fields are named in the input's order.
  const stack: { value: unknown; path: string[]; key?: string }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: at, path, key } = stack.pop()!;
    if (key !== undefined && NOT_TEXT.test(key)) {
      notText(path);
      continue;
    }
    if (typeof at === 'string') {
      if (NOT_TEXT.test(at)) notText(path);
      continue;
    }
    if (at === null || typeof at !== 'object') continue;
    if (path.length >= MAX_INPUT_DEPTH) return [{ path: path.join('.'), message: TOO_DEEP_MESSAGE }];
    const entries = Object.entries(at);
    // Pushed last to first, so that the fields are named in the order the input gives them.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [name, child] = entries[i]!;
      stack.push({ value: child, path: [...path, name], key: name });
    }
  }
  return errors;
}

/** The path of the deepest object that cannot be turned into a string, if any. */
function unprintablePath(value: unknown, path: string[]): string[] | null {
  if (value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    const found = unprintablePath(child, [...path, key]);
    if (found) return found;
  }
  try {
    String(value);
    return null;
  } catch {
    return path;
  }
}

export function describeFailures(error: StructError): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const failure of error.failures()) {
    const path = failure.path.join('.') || '(root)';
    if (seen.has(path)) continue;
    seen.add(path);
    let message: string;
    if (failure.refinement !== undefined && !failure.message.startsWith('Expected')) {
      message = failure.message;
    } else if (failure.value === undefined && failure.type !== 'never') {
      message = `${path} is required`;
    } else if (failure.type === 'never') {
      message = `${path} is not an allowed field`;
    } else {
      message = `${path}: ${failure.message}`;
    }
    out.push({ path, message });
  }
  return out;
}

/** "Invalid email, password" — the one-line summary of a 400. */
export function summarize(errors: FieldError[]): string {
  return `Invalid ${errors.map((e) => e.path).join(', ')}`;
}
