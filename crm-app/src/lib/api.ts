import { createApiClient } from '@doorline/api-client';
import { queryClient } from './query-client';
import { sessionTokenStore } from './session';

/** The one API client of the app; a failed refresh signs the user out and drops cached data. */
export const api = createApiClient({
  baseUrl: '/api',
  tokens: sessionTokenStore,
  onLogout: () => queryClient.clear(),
});
