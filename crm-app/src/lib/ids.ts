/** A record's id from a path or search parameter; null for one that cannot be an id. */
export function parseId(param: string | null | undefined): number | null {
  const value = Number(param);
  return /^\d{1,10}$/.test(param ?? '') && value > 0 && value <= 2147483647 ? value : null;
}
