export declare const SLOWEST_PREFIX: string;
export declare function slowestLines(
  tests: { name: string; ms: number; limitMs?: number }[],
  count?: number,
): string[];
