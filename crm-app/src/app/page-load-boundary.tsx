import { Button, InlineAlert } from '@doorline/design-system';
import { Component, useEffect, type ReactNode } from 'react';
import { retryFailedPages } from '@/lib/routing';
import { useTranslation } from '@/lib/i18n';

/**
 * A page's code (a chunk) that could not be fetched: the server is unreachable, or a new version was
 * deployed and the open tab asks for a file that no longer exists. Vite's preload of a chunk's CSS
 * fails with its own message.
 */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message)
  );
}

/** How often the boundary asks whether the server answers again. */
const HEALTH_POLL_MS = 2_000;
/** A reload for a missing chunk happens at most once in this time, so a broken build cannot loop. */
const RELOAD_GUARD_MS = 60_000;
const RELOAD_KEY = 'doorline-chunk-reload';

/** Whether the server answers: the API's health, never cached. */
async function serverAnswers(): Promise<boolean> {
  try {
    return (await fetch('/api/health', { cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

/**
 * Reloads the page once, for a chunk that the server no longer has (a new version deployed under
 * the open tab); false when a reload already happened within the guard time.
 */
function reloadOnce(): boolean {
  const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
  if (Date.now() - last < RELOAD_GUARD_MS) return false;
  sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  window.location.reload();
  return true;
}

interface State {
  error: unknown;
  /** How many times in a row the page's code failed while the server answered. */
  failuresWhileUp: number;
}

/**
 * Around the routed page (inside the shell, and around the public pages): a page that cannot load or
 * render leaves the menu and the top bar in place and says what happened (issue 24). A page whose
 * code could not be fetched opens by itself once the server answers again; if it still cannot be
 * fetched while the server answers, a new version was deployed and the page reloads, once. `resetKey`
 * (the path) starts again on navigation. Its texts are the common namespace's, always loaded.
 */
export class PageLoadBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { error: null, failuresWhileUp: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error)
      this.setState({ error: null, failuresWhileUp: 0 });
  }

  private readonly retry = async () => {
    const up = await serverAnswers();
    if (!up) return;
    if (this.state.failuresWhileUp > 0 && reloadOnce()) return;
    retryFailedPages();
    this.setState((state) => ({ error: null, failuresWhileUp: state.failuresWhileUp + 1 }));
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <PageLoadFailure chunk={isChunkLoadError(error)} onRetry={this.retry} />;
  }
}

function PageLoadFailure({ chunk, onRetry }: { chunk: boolean; onRetry: () => Promise<void> }) {
  const { t } = useTranslation();
  // Asks the server again and again while the page's code is missing; a page that failed to render
  // waits for the person.
  useEffect(() => {
    if (!chunk) return undefined;
    const timer = setInterval(() => void onRetry(), HEALTH_POLL_MS);
    return () => clearInterval(timer);
  }, [chunk, onRetry]);
  // The alert and the button only: they come with the entry, the one code sure to be there.
  return (
    <InlineAlert tone="critical">
      {chunk ? t('errors.pageUnreachable') : t('errors.pageFailed')}{' '}
      <Button variant="secondary" size="sm" onPress={() => void onRetry()}>
        {t('errors.tryNow')}
      </Button>
    </InlineAlert>
  );
}
