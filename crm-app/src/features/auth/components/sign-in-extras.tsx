import { Button, Link, toast } from '@doorline/design-system';
import { useRef, useState } from 'react';
import { explainError } from '@/lib/errors';
import { usePublicConfig } from '@/lib/public-config';
import { setTokens } from '@/lib/session';
import { googleLogin } from '../api/google-login';
import { useTranslation } from '@/lib/i18n';

/*
 * Loaded after the login page has rendered, so that none of this weighs on its first load. Nothing
 * here may import a module with a CSS side effect (a `.css.ts` file, the design system's
 * ThemeProvider): from this nested lazy chunk that makes the bundler split the first page's entry
 * chunk into many (measured: +5 to +7 kB gzip). The callers pass the class names instead.
 */

interface GoogleId {
  initialize(options: {
    client_id: string;
    callback: (answer: { credential?: string }) => void;
    ux_mode?: 'popup';
  }): void;
  renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
  prompt(): void;
}
declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleId } };
  }
}

export const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client';

let script: Promise<GoogleId> | null = null;

/** Google Identity Services, added to the page on the first call only. */
function loadGoogle(): Promise<GoogleId> {
  script ??= new Promise<GoogleId>((resolve, reject) => {
    const element = document.createElement('script');
    element.src = GOOGLE_SCRIPT;
    element.async = true;
    element.onload = () => {
      const id = window.google?.accounts?.id;
      if (id) resolve(id);
      else reject(new Error('Google Identity Services did not load'));
    };
    element.onerror = () => reject(new Error('Google Identity Services did not load'));
    document.head.append(element);
  }).catch((error: unknown) => {
    script = null;
    throw error;
  });
  return script;
}

/** "Sign in with Google" when the server has a Google client id (spec §4 "Session"); else nothing. */
export function GoogleSignIn({ onSignedIn, className }: { onSignedIn: () => void; className: string }) {
  const config = usePublicConfig();
  if (!config?.googleClientId) return null;
  return <GoogleButton clientId={config.googleClientId} onSignedIn={onSignedIn} className={className} />;
}

function GoogleButton({
  clientId,
  onSignedIn,
  className,
}: {
  clientId: string;
  onSignedIn: () => void;
  className: string;
}) {
  const { t, i18n } = useTranslation(['auth', 'common']);
  const [state, setState] = useState<'idle' | 'loading' | 'ready'>('idle');
  const box = useRef<HTMLDivElement>(null);
  const slot = useRef<HTMLDivElement>(null);

  async function signIn(credential: string) {
    try {
      const data = await googleLogin({ credential });
      setTokens(data.token, data.refreshToken);
      toast.success(t('auth.loginSuccessful'));
      onSignedIn();
    } catch (error) {
      toast.error(explainError(t, error, t('auth.loginFailed'), { fallbackWhenOffline: true }));
    }
  }

  async function start() {
    setState('loading');
    try {
      const google = await loadGoogle();
      google.initialize({
        client_id: clientId,
        ux_mode: 'popup',
        callback: ({ credential }) => {
          if (credential) void signIn(credential);
        },
      });
      // Google's own button takes the place of ours (a browser may block One Tap's prompt).
      if (slot.current)
        google.renderButton(slot.current, {
          type: 'standard',
          // The ThemeProvider sets the page's color-scheme to the theme in effect.
          theme: document.documentElement.style.colorScheme === 'dark' ? 'filled_black' : 'outline',
          size: 'large',
          text: 'signin_with',
          width: Math.min(400, box.current?.clientWidth || 320),
          locale: i18n.language,
        });
      setState('ready');
      google.prompt();
    } catch {
      setState('idle');
      toast.error(t('auth.googleUnavailable'));
    }
  }

  return (
    <div ref={box} className={className}>
      <div ref={slot} hidden={state !== 'ready'} />
      {state === 'ready' ? null : (
        <Button
          variant="secondary"
          isPending={state === 'loading'}
          pendingLabel={t('common:app.loading')}
          onPress={() => void start()}
        >
          {t('auth.google')}
        </Button>
      )}
    </div>
  );
}

/** A discreet link to the development outbox when the server keeps one (demo mode). */
export function OutboxLink({ className }: { className: string }) {
  const { t } = useTranslation(['auth', 'common']);
  const config = usePublicConfig();
  if (!config?.outbox) return null;
  return (
    <div className={className}>
      <Link href="/dev/outbox">{t('auth.outboxLink')}</Link>
    </div>
  );
}
