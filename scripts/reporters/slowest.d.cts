export declare const SLOWEST_PREFIX: string;
export declare const FAILED_PREFIX: string;
export declare function slowestLines(
  tests: { name: string; ms: number; limitMs?: number }[],
  count?: number,
): string[];
export declare function failedLines(tests: { name: string; error?: string }[]): string[];
