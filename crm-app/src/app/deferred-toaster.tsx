import { toastQueue } from '@doorline/design-system';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from '@/lib/i18n';

// The toast region (and React Aria's toast strings for every locale) loads with the first toast,
// keeping it out of the first page's JavaScript.
const Toaster = lazy(() =>
  import('@doorline/design-system/toaster').then(({ Toaster }) => ({ default: Toaster })),
);

let needed = false;
const subscribe = (notify: () => void) => toastQueue.subscribe(notify);
const getSnapshot = () => (needed ||= toastQueue.visibleToasts.length > 0);

export function DeferredToaster() {
  const { t } = useTranslation();
  const show = useSyncExternalStore(subscribe, getSnapshot, () => false);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <Toaster closeLabel={t('app.close')} aria-label={t('app.notifications')} />
    </Suspense>
  );
}
