import { createApiClient } from '@doorline/api-client';
import { loadServerMessages } from './i18n';
import { sessionTokenStore } from './session';

/**
 * The one API client of the app; a failed refresh clears the tokens, which signs the user out. A
 * failed call first loads the texts of the server's messages, which `lib/errors.ts` words its
 * failures with.
 */
export const api = createApiClient({
  baseUrl: '/api',
  tokens: sessionTokenStore,
  beforeHttpError: loadServerMessages,
});
