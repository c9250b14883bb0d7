// The sign-in page's own entry (issue 41, docs/decisions.md "Issue 41: first load"): a signed-out
// visit to `/auth/login` starts here instead of at `main.tsx` (the document's inline script decides,
// crm-app/build/plugins.ts `chooseEntry`). Two credential fields and a code step need no router, no
// query cache and no shell: once signed in, the app itself (`main.tsx`) is loaded and takes over the
// page at the address signing in leads to.
import '@fontsource-variable/inter';
import { ThemeProvider } from '@doorline/design-system';
import { StrictMode, Suspense } from 'react';
import { I18nProvider } from 'react-aria-components';
import { createRoot } from 'react-dom/client';
import { DeferredToaster } from './app/deferred-toaster';
import { start } from './app/start';
import { LoginScreen } from './features/auth/components/login-screen';
import { afterSignIn } from './lib/after-sign-in';
import { loadNamespaces } from './lib/i18n';
import { preferences } from './lib/theme';
import { useTranslation } from '@/lib/i18n';

start.doorlineSignInPage = true;
const element = document.getElementById('root');
if (!element) throw new Error('index.html has no #root');
const root = createRoot(element);

/**
 * The app takes over, at the page that asked for a sign-in (the router's state), else Home: its
 * entry starts once the document's script has loaded it, or at once when the code step brought it
 * along (app/start.ts).
 */
function startApp() {
  const state = (window.history.state as { usr?: unknown } | null)?.usr;
  window.history.replaceState(null, '', afterSignIn(state));
  root.unmount();
  start.doorlineSignInPage = false;
  if (start.doorlineApp) start.doorlineApp();
  else start.doorlineStartApp?.();
}

/** What `AppProviders` gives a page of the app: the theme, the reader's language, the toasts. */
function SignInPage() {
  const { i18n } = useTranslation(undefined, { useSuspense: false });
  // The theme chosen in the app (or the system's): the sign-in page has no way to change it, so it is
  // read as the page starts rather than watched (which would bring valtio's React bindings along).
  const { theme } = preferences;
  return (
    <ThemeProvider theme={theme}>
      <I18nProvider locale={i18n.language}>
        <Suspense fallback={null}>
          <LoginScreen onSignedIn={startApp} />
        </Suspense>
        <DeferredToaster />
      </I18nProvider>
    </ThemeProvider>
  );
}

// The page's texts are asked for with its code, as the app's route does (`page(…, 'auth')`).
void loadNamespaces('auth').catch(() => {});
root.render(
  <StrictMode>
    <SignInPage />
  </StrictMode>,
);
