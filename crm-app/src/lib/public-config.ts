import type { PublicConfig } from '@doorline/api-client';
import { useEffect, useState } from 'react';
import { publicApi } from './public-api';

/** What the app shows when the server does not say: no Google button, no outbox, no currency. */
export const defaultPublicConfig: ScreenConfig = { googleClientId: null, outbox: false, currency: null };

/**
 * The server's settings as the signed-out screens hold them: `GET /config`, or the defaults when it
 * did not answer (the currency then unknown). The signed-in pages read it through `lib/money.ts`.
 */
export type ScreenConfig = Omit<PublicConfig, 'currency'> & { currency: string | null };

let pending: Promise<ScreenConfig> | null = null;

/**
 * The server's public settings (`GET /config`), asked once per page load. A failed answer counts
 * as the defaults and is asked again next time.
 */
export function loadPublicConfig(): Promise<ScreenConfig> {
  pending ??= publicApi.config().then(
    (answer) => answer.data,
    () => {
      pending = null;
      return defaultPublicConfig;
    },
  );
  return pending;
}

/** Forgets the settings, as a new page load does: for tests, which share this module between files. */
export function forgetPublicConfig(): void {
  pending = null;
}

/** The public settings, or null while they load. */
export function usePublicConfig(): ScreenConfig | null {
  const [config, setConfig] = useState<ScreenConfig | null>(null);
  useEffect(() => {
    let live = true;
    void loadPublicConfig().then((value) => {
      if (live) setConfig(value);
    });
    return () => {
      live = false;
    };
  }, []);
  return config;
}
