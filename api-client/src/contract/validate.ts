import type { StructError } from 'superstruct';
import { validate, type Struct } from 'superstruct';
import type { FieldError } from './common.js';

export type Validation<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

/**
 * Checks `value` against `struct` (applying its coercions) and turns every failure into a
 * `{ path, message }` that names the field, which is what a 400 answer carries.
 */
export function check<T, S>(struct: Struct<T, S>, value: unknown): Validation<T> {
  const [error, result] = validate(value, struct, { coerce: true });
  if (!error) return { ok: true, value: result };
  return { ok: false, errors: describeFailures(error) };
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
