import type { Notification } from '@doorline/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '@/lib/api';
import { endSession, meKeys } from '@/lib/auth';
import { refreshOnOpen, refreshSubject } from '@/lib/live-keys';
import { notificationKeys } from './keys';

/**
 * The user's notifications stream (`GET /notifications/stream`, docs/notifications.md "The live
 * stream") for as long as the calling component is mounted, the bell in the shell: one per app,
 * opened once the shell has the user and aborted when it goes (sign-out). The client reads it with
 * `fetch`, reconnects and resumes from the last id by itself.
 * - Opened: the count is asked again, so that nothing between the first count and the stream is
 *   lost, and what failed to load while the server was away loads by itself; opened again after it
 *   was lost, every open screen asks again (`refreshOnOpen`).
 * - A notification: the count rises at once, the lists of notifications and whatever shows the
 *   record it is about are asked again (`refreshSubject`, issue 40); then `onArrival` tells the user.
 * - The user changed: who they are is asked again, so that menus, guards and buttons follow.
 * - The session ended: signed out, and the sign-in page says why.
 */
export function useNotificationStream(onArrival: (notification: Notification) => void) {
  const queryClient = useQueryClient();
  const arrival = useRef(onArrival);
  useEffect(() => {
    arrival.current = onArrival;
  });
  useEffect(() => {
    const controller = new AbortController();
    let opened = false;
    api
      .streamNotifications({
        signal: controller.signal,
        onOpen: () => {
          if (!opened) void queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount() });
          void refreshOnOpen(queryClient, opened);
          opened = true;
        },
        onNotification: (notification) => {
          if (notification.isOpen)
            queryClient.setQueryData<number>(notificationKeys.unreadCount(), (count) =>
              count === undefined ? count : count + 1,
            );
          void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
          void refreshSubject(queryClient, notification.about);
          arrival.current(notification);
        },
        onUserChanged: () => void queryClient.invalidateQueries({ queryKey: meKeys.all }),
        onSessionEnded: (reason) => endSession(reason),
      })
      .catch(() => {
        // Aborted at sign-out, or given up by the client: the count stays what it was, and the next
        // page load or sign-in opens the stream again.
      });
    return () => controller.abort();
  }, [queryClient]);
}
