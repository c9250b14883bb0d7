/** A record's id from its path parameter; null for one that cannot be an id. */
export function parseRecordId(param: string | undefined): number | null {
  const value = Number(param);
  return /^\d{1,10}$/.test(param ?? '') && value > 0 ? value : null;
}
