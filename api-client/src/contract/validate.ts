import type { StructError } from 'superstruct';
import { validate, type Struct } from 'superstruct';
import type { FieldError } from './common.js';

export type Validation<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

/**
 * Checks `value` against `struct` (applying its coercions) and turns every failure into a
 * `{ path, message }` that names the field, which is what a 400 answer carries.
 */
export function check<T, S>(struct: Struct<T, S>, value: unknown): Validation<T> {
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
