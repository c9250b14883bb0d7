// The types of chromium.cjs, for the TypeScript configs that import it.
export declare const chromiumArgs: string[];
export declare function chromiumLaunchOptions(options?: {
  /** Chromium's headless shell when it is installed (no screenshots compared). */
  shell?: boolean;
}): { executablePath: string; args: string[] };
