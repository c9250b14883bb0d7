import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { CheckCircleIcon, InfoIcon, XCircleIcon, XIcon } from '../private/icons';
import { toastQueue, type ToastTone } from './toastQueue';
import * as styles from './Toast.css';

export interface ToasterProps {
  /** The close button's name, for the app to translate. */
  closeLabel?: string;
  /** The landmark's name; React Aria's own localized "Notifications" when not given. */
  'aria-label'?: string;
}

const icons: Record<ToastTone, typeof InfoIcon> = {
  success: CheckCircleIcon,
  error: XCircleIcon,
  info: InfoIcon,
};

/**
 * Place one `<Toaster />` near the root and call `toast.success(message)`, `toast.error(message)` or
 * `toast.info(message)` from anywhere. Toasts last 4 s, at most 3 show at once at the bottom centre, and
 * hovering or focusing them pauses the timer.
 */
export function Toaster({ closeLabel = 'Close', ...regionProps }: ToasterProps) {
  return (
    <AriaToastRegion queue={toastQueue} className={styles.region} {...regionProps}>
      {({ toast }) => {
        const Icon = icons[toast.content.tone];
        return (
          <AriaToast toast={toast} className={`${styles.toast} ${styles.tone[toast.content.tone]}`}>
            <Icon className={styles.icon} />
            <AriaToastContent className={styles.content}>
              <Text slot="title">{toast.content.message}</Text>
            </AriaToastContent>
            <AriaButton slot="close" aria-label={closeLabel} className={styles.close}>
              <XIcon />
            </AriaButton>
          </AriaToast>
        );
      }}
    </AriaToastRegion>
  );
}
