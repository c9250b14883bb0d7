import { lazy, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import type * as LegalPages from '@/features/auth/routes/legal-pages';
import { AppProviders } from './provider';
import { page, redirect } from '@/lib/routing';
import { GuestOnly, RequireAuth } from './routes/guards';

/** The terms of service and the privacy policy: one module too. */
const legalPage = (pick: (pages: typeof LegalPages) => ComponentType) =>
  page(
    () => import('@/features/auth/routes/legal-pages').then((pages) => ({ Component: pick(pages) })),
    'auth',
  );

/**
 * The signed-in area's route tree and shell, one chunk loaded after sign-in (or at once for a
 * signed-in visit): the sign-in page carries none of it (`npm run size`).
 */
const SignedInRoutes = lazy(() => import('./signed-in-routes'));

/** Spec §2: the route tree; the signed-in pages are in signed-in-routes.tsx. */
const pages: RouteObject[] = [
  {
    path: '/auth',
    element: <GuestOnly />,
    children: [
      redirect('login'),
      { path: 'login', ...page(() => import('@/features/auth/routes/login'), 'auth') },
      {
        path: 'complete-registration',
        ...page(() => import('@/features/auth/routes/complete-registration'), 'auth'),
      },
      { path: 'forgot-password', ...page(() => import('@/features/auth/routes/forgot-password'), 'auth') },
    ],
  },
  // Reachable signed in or out.
  { path: '/auth/change-password', ...page(() => import('@/features/auth/routes/change-password')) },
  { path: '/terms-of-service', ...legalPage((pages) => pages.TermsPage) },
  { path: '/privacy-policy', ...legalPage((pages) => pages.PrivacyPage) },
  // The development outbox (demo mode only; otherwise it says the page does not exist).
  { path: '/dev/outbox', ...page(() => import('@/features/dev/routes/outbox'), 'dev') },
  {
    element: <RequireAuth />,
    children: [{ path: '*', element: <SignedInRoutes /> }],
  },
];

export const routes: RouteObject[] = [{ element: <AppProviders />, children: pages }];

/** The app: the public routes and, behind the sign-in, the signed-in area's own route tree. */
export function AppRoutes() {
  return useRoutes(routes);
}
