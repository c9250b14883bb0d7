import { useLocation, useNavigate } from 'react-router-dom';
import { afterSignIn } from '@/lib/after-sign-in';
import { LoginScreen } from '../components/login-screen';

/** The sign-in page within the app (after a sign-out, or sent here by a protected page). */
export function LoginPage() {
  const navigate = useNavigate();
  // The two-factor step and Google's sign-in end here too (issue 27: docs/dashboard.md).
  const target = afterSignIn(useLocation().state);
  return <LoginScreen onSignedIn={() => void navigate(target, { replace: true })} />;
}

export { LoginPage as Component };
