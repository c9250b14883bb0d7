// The types of chromium.cjs, for the TypeScript configs that import it.
export declare const chromiumArgs: string[];
export declare function chromiumLaunchOptions(): { executablePath: string; args: string[] };
