import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { afterSignIn } from '@/lib/after-sign-in';
import { isSignedIn, session } from '@/lib/session';

/** Protected pages: a signed-out user goes to the login page, replacing this entry in history. */
export function RequireAuth() {
  const snapshot = useSnapshot(session);
  const location = useLocation();
  if (!isSignedIn(snapshot)) return <Navigate to="/auth/login" replace state={{ from: location }} />;
  return <Outlet />;
}

/**
 * Login pages send a user who opens them signed in to `/me` (spec §2). One who signs in on them goes
 * where signing in leads (`afterSignIn`: the page that asked for it, else Home, issue 27), as the
 * page itself navigates: the two must agree, whichever renders first.
 */
export function GuestOnly() {
  const snapshot = useSnapshot(session);
  const location = useLocation();
  const [arrivedSignedIn] = useState(() => isSignedIn(snapshot));
  if (isSignedIn(snapshot))
    return <Navigate to={arrivedSignedIn ? '/me' : afterSignIn(location.state)} replace />;
  return <Outlet />;
}
