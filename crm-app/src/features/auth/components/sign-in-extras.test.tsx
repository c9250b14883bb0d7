import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { publicApi } from '@/lib/public-api';
import { loadPublicConfig } from '@/lib/public-config';
import * as session from '@/lib/session';
import { renderApp } from '@/testing/render-app';
import { stubMethods } from '@/testing/stub-api';
import { GoogleSignIn, OutboxLink } from './sign-in-extras';

const calls = { config: vi.fn(), googleLogin: vi.fn() };

// The settings are asked once per page load: `test-setup.ts` forgets them after each test.
beforeEach(() => {
  stubMethods(api, calls);
  stubMethods(publicApi, { config: calls.config });
});
afterEach(() => {
  calls.config.mockReset();
  calls.googleLogin.mockReset();
  document.head.querySelectorAll('script').forEach((element) => element.remove());
  delete window.google;
});

async function renderExtras(config: { googleClientId: string | null; outbox: boolean }) {
  calls.config.mockResolvedValue({ data: config });
  const onSignedIn = vi.fn();
  const { person } = renderApp(
    <>
      <GoogleSignIn onSignedIn={onSignedIn} className="google" />
      <OutboxLink className="outbox" />
    </>,
  );
  await waitFor(() => expect(calls.config).toHaveBeenCalledTimes(1));
  // The settings are in once the page's one request has settled (the components' own callbacks
  // on it run first) and React has rendered them.
  await act(() => loadPublicConfig());
  return { onSignedIn, session, person };
}

describe('sign-in extras', () => {
  it('shows neither the Google button nor the outbox link by default', async () => {
    await renderExtras({ googleClientId: null, outbox: false });
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Development outbox' })).toBeNull();
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('links the development outbox when the server keeps one', async () => {
    await renderExtras({ googleClientId: null, outbox: true });
    const link = await screen.findByRole('link', { name: 'Development outbox' });
    expect(link.getAttribute('href')).toBe('/dev/outbox');
  });

  it('loads Google Identity Services on demand and signs in with its credential', async () => {
    calls.googleLogin.mockResolvedValue({
      message: 'ok',
      data: { token: 'g-access', refreshToken: 'g-refresh' },
    });
    const { onSignedIn, session, person } = await renderExtras({
      googleClientId: 'client-1',
      outbox: false,
    });
    const button = await screen.findByRole('button', { name: 'Sign in with Google' });
    // Nothing from Google before the press.
    expect(document.head.querySelector('script')).toBeNull();

    await person.click(button);
    const script = document.head.querySelector('script');
    expect(script?.getAttribute('src')).toBe('https://accounts.google.com/gsi/client');

    let callback: ((answer: { credential?: string }) => void) | undefined;
    const id = {
      initialize: vi.fn((options: { client_id: string; callback: typeof callback }) => {
        callback = options.callback;
      }),
      renderButton: vi.fn(),
      prompt: vi.fn(),
    };
    window.google = { accounts: { id } };
    script!.dispatchEvent(new Event('load'));
    await waitFor(() => expect(id.initialize).toHaveBeenCalled());
    expect(id.initialize.mock.calls[0]![0].client_id).toBe('client-1');
    expect(id.renderButton).toHaveBeenCalled();

    callback!({ credential: 'google-id-token' });
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(calls.googleLogin).toHaveBeenCalledWith({ body: { credential: 'google-id-token' } });
    expect(session.session.auth).toEqual({ access_token: 'g-access', refresh_token: 'g-refresh' });
    session.clearTokens();
  });
});
