import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { isSignedIn, session } from '@/lib/session';

/** Protected pages: a signed-out user goes to the login page, replacing this entry in history. */
export function RequireAuth() {
  const snapshot = useSnapshot(session);
  const location = useLocation();
  if (!isSignedIn(snapshot)) return <Navigate to="/auth/login" replace state={{ from: location }} />;
  return <Outlet />;
}

/** Login pages send a signed-in user to `/me`. */
export function GuestOnly() {
  const snapshot = useSnapshot(session);
  if (isSignedIn(snapshot)) return <Navigate to="/me" replace />;
  return <Outlet />;
}
