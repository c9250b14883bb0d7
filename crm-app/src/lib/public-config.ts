import type { PublicConfig } from '@doorline/api-client';
import { useEffect, useState } from 'react';
import { publicApi } from './public-api';

/** What the app shows when the server does not say: no Google button, no outbox. */
export const defaultPublicConfig: PublicConfig = { googleClientId: null, outbox: false };

let pending: Promise<PublicConfig> | null = null;

/**
 * The server's public settings (`GET /config`), asked once per page load. A failed answer counts
 * as the defaults and is asked again next time.
 */
export function loadPublicConfig(): Promise<PublicConfig> {
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
export function usePublicConfig(): PublicConfig | null {
  const [config, setConfig] = useState<PublicConfig | null>(null);
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
