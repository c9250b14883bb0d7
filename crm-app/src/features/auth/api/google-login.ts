import { api } from '@/lib/api';

export type GoogleLoginBody = Parameters<typeof api.auth.googleLogin>[0];

/**
 * `POST /google/login` with Google's ID token. A plain call like `login` (the login page has no
 * query cache); loaded with the Google button, after the page has rendered.
 */
export const googleLogin = (body: GoogleLoginBody) =>
  api.auth.googleLogin(body).then((answer) => answer.data);
