import type { Location } from 'react-router-dom';

// Where signing in leads, apart from the router's helpers (lib/routing.tsx), so that the sign-in
// page's own entry (src/sign-in.tsx) carries no router.

/**
 * Where signing in leads (issue 27): back to the page that asked for it (the protected page's
 * location, handed to the login page as `state.from`), else Home, for every account type. Opening
 * the login area while signed in leads to `/me` instead (spec §2, app/routes/guards.tsx).
 */
export function afterSignIn(state: unknown): string {
  const from = (state as { from?: Location } | null)?.from;
  return from && !from.pathname.startsWith('/auth') ? `${from.pathname}${from.search}` : '/';
}
