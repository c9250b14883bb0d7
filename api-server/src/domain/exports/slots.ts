// How many CSV exports one process writes at once (issue 39; docs/decisions.md "Issue 39: a clean stop
// and bounded exports"): each export holds a slot from before its first page is read until it ends,
// finished or cut (its audit record written); one more than `EXPORT_CONCURRENCY` is refused at once,
// never queued, so that neither memory nor the event loop grows with the number of callers.
import { serverMessage } from '@doorline/api-client';
import { unavailable } from '../errors.js';

/** What a refused export's answer says to wait: a typical export ends within seconds. */
export const EXPORT_RETRY_AFTER_SECONDS = 5;

/** A held slot; releasing it twice releases it once. */
export interface ExportSlot {
  release(): void;
}

export interface ExportSlots {
  /** A slot, or a 503 `exportsBusy` with Retry-After when every slot is held. */
  take(): ExportSlot;
  /**
   * The same 503 as `take` when every slot is held now, else nothing: asked when a browser asks for a
   * download ticket for an export, so that a full process is told to the app (a message) rather than
   * to the browser's download (a failed file). A slot may still be taken between the two.
   */
  refuseWhenFull(): void;
  /** Slots held now. */
  readonly active: number;
  /** Resolves when no slot is held (at a stop: every export's audit record is written). */
  idle(): Promise<void>;
}

export function exportSlots(limit: number): ExportSlots {
  let active = 0;
  const waiting: (() => void)[] = [];
  const refuseWhenFull = () => {
    if (active >= limit)
      throw unavailable(
        serverMessage('exportsBusy', { seconds: EXPORT_RETRY_AFTER_SECONDS }),
        EXPORT_RETRY_AFTER_SECONDS,
      );
  };
  return {
    refuseWhenFull,
    take() {
      refuseWhenFull();
      active++;
      let held = true;
      return {
        release() {
          if (!held) return;
          held = false;
          active--;
          if (active === 0) for (const resolve of waiting.splice(0)) resolve();
        },
      };
    },
    get active() {
      return active;
    },
    idle() {
      return active === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve));
    },
  };
}
