import type { api } from '@/lib/api';

export type GoogleLoginBody = Parameters<typeof api.googleLogin>[0]['body'];

/**
 * `POST /google/login` with Google's ID token. A plain call like `login` (the login page has no
 * query cache); the API client (the whole contract) loads only when Google answers, so the Google
 * button and the outbox link cost the sign-in page none of it (issue 12).
 */
export const googleLogin = (body: GoogleLoginBody) =>
  import('@/lib/api').then(({ api }) => api.googleLogin({ body })).then((answer) => answer.data);
