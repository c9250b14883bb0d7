import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en';

const calls = vi.hoisted(() => ({ config: vi.fn(), googleLogin: vi.fn() }));
vi.mock('@/lib/api', () => ({ api: { auth: calls } }));
vi.mock('@/lib/public-api', () => ({ publicApi: { config: calls.config } }));

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
  });
});
beforeEach(() => {
  // The settings are asked once per page load: a fresh module for each test.
  vi.resetModules();
});
afterEach(() => {
  cleanup();
  calls.config.mockReset();
  calls.googleLogin.mockReset();
  document.head.querySelectorAll('script').forEach((element) => element.remove());
  delete window.google;
});

async function renderExtras(config: { googleClientId: string | null; outbox: boolean }) {
  calls.config.mockResolvedValue({ data: config });
  const { GoogleSignIn, OutboxLink } = await import('./sign-in-extras');
  const session = await import('@/lib/session');
  const onSignedIn = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <GoogleSignIn onSignedIn={onSignedIn} className="google" />
      <OutboxLink className="outbox" />
    </I18nextProvider>,
  );
  await waitFor(() => expect(calls.config).toHaveBeenCalledTimes(1));
  return { onSignedIn, session };
}

describe('sign-in extras', () => {
  it('shows neither the Google button nor the outbox link by default', async () => {
    await renderExtras({ googleClientId: null, outbox: false });
    await new Promise((resolve) => setTimeout(resolve, 0));
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
    const { onSignedIn, session } = await renderExtras({ googleClientId: 'client-1', outbox: false });
    const button = await screen.findByRole('button', { name: 'Sign in with Google' });
    // Nothing from Google before the press.
    expect(document.head.querySelector('script')).toBeNull();

    await userEvent.setup().click(button);
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
    expect(calls.googleLogin).toHaveBeenCalledWith({ credential: 'google-id-token' });
    expect(session.session.auth).toEqual({ access_token: 'g-access', refresh_token: 'g-refresh' });
    session.clearTokens();
  });
});
