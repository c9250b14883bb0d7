// The signed-in app's texts (docs/decisions.md "Issue 42: a feature's texts off the sign-in page"): the
// loaders of every namespace that the pages before sign-in do not use, which lib/i18n.ts takes in when
// one of them is first asked for. The signed-in app imports this module (app/signed-in-features.tsx),
// so that it comes with the app rather than one request later, and a new feature's namespace is paid
// for by the signed-in app, not by the sign-in page.
import type { TextsModule } from './texts-module';

export const signedInTexts = import.meta.glob<TextsModule>([
  '../locales/*/*.ts',
  '!../locales/*/common.ts',
  '!../locales/*/auth.ts',
  '!../locales/*/server.ts',
  '!../locales/*/dev.ts',
]);
