/** A namespace's texts: each key's text, or a group of them. */
export type Bundle = { [key: string]: string | Bundle };

/** A namespace's module, `locales/<language>/<namespace>.ts`: its texts. */
export type TextsModule = { default: Bundle };
