import { page, redirect, type SignedInFeature } from '@/lib/routing';

/**
 * The signed-in user's own pages (`/me`): their profile and their security (spec §2 "Cabinet"). The
 * notifications feature adds its settings tab by the layout's id (`account`).
 */
export const feature: SignedInFeature = {
  routes: [
    {
      path: 'me',
      id: 'account',
      ...page(() => import('./routes/account-layout'), 'account'),
      children: [
        redirect('profile'),
        { path: 'profile', ...page(() => import('./routes/profile'), 'account', 'access') },
        { path: 'security', ...page(() => import('./routes/security'), 'account') },
      ],
    },
  ],
};
