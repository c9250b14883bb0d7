/** How many times slower than a quiet machine the suite must still pass on (`TEST_TIME_SCALE`). */
export declare const timeScale: number;
/** A limit for something that takes at most `quietMs` on a quiet machine (headroom included). */
export declare function scaled(quietMs: number): number;
/** The suites' default limits (scripts/test-time.cjs). */
export declare const limits: {
  readonly unitTest: number;
  readonly serverTest: number;
  readonly serverSetup: number;
  readonly systemTest: number;
  readonly e2eTest: number;
  readonly e2eExpect: number;
  readonly unitWait: number;
  readonly storyTest: number;
};
/** The Vitest settings of the app's and the design system's suites (scripts/test-time.cjs). */
export declare const componentSuiteSettings: {
  testTimeout: number;
  reporters: string[];
  isolate: false;
  pool: 'threads';
};
