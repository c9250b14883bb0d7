import { createApiClient } from '@doorline/api-client';
import { sessionTokenStore } from './session';

/** The one API client of the app; a failed refresh clears the tokens, which signs the user out. */
export const api = createApiClient({ baseUrl: '/api', tokens: sessionTokenStore });
