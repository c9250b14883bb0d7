import { Home } from 'lucide-react';
import { page, type RouteHandle, type SignedInFeature } from '@/lib/routing';

/** Home's numbers start when `/` matches, beside the page's code. */
const homeHandle: RouteHandle = {
  prefetch: () => import('./api/get-dashboard').then((module) => module.prefetchDashboard()),
};

/**
 * Home (`/`, issue 27; docs/dashboard.md): each user's work at a glance, every number a link to the
 * list it counts. Every signed-in user's landing page after signing in, so no page guard: what it
 * shows follows the user's rules (the server answers only those parts).
 */
export const feature: SignedInFeature = {
  routes: [{ index: true, handle: homeHandle, ...page(() => import('./routes/home'), 'home', 'sales') }],
  menu: [
    {
      label: 'menu.home',
      path: '/',
      icon: Home,
      accounts: ['organization', 'dealer'],
      place: 'main',
      order: 0,
    },
  ],
};
