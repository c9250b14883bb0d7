// The API client's types in an app of another product: a sign-in that keeps the login's
// `data.token` as the access token (api-client/README.md "Sign in and a first call").
import {
  createApiClient,
  endpoints,
  memoryTokenStore,
  type ApiClient,
  type LoginBody,
  type TokenStore,
} from '@doorline/api-client';

export const tokens: TokenStore = memoryTokenStore();

export const api: ApiClient = createApiClient({ baseUrl: '/api', tokens });

/** Signs in; false when the user must send a two-factor code next. */
export async function signIn(body: LoginBody): Promise<boolean> {
  const answer = await api.login({ body });
  if ('requiresTwoFactor' in answer.data) return false;
  tokens.setTokens({ accessToken: answer.data.token, refreshToken: answer.data.refreshToken });
  return true;
}

/** The contract's own path of the sign-in, shown on the page: the package's values at run time. */
export const signInPath: string = endpoints.login.path;
