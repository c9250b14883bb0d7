import { page, type SignedInFeature } from '@/lib/routing';

/** The system page (`/system`): the theme and the sessions of the signed-in user. */
export const feature: SignedInFeature = {
  routes: [{ path: 'system', ...page(() => import('./routes/system'), 'system') }],
};
