import type { ReactNode } from 'react';
import { CheckCircleIcon, InfoIcon, XCircleIcon } from '../private/icons';
import * as styles from './InlineAlert.css';

export const inlineAlertTones = ['info', 'success', 'critical'] as const;
export type InlineAlertTone = (typeof inlineAlertTones)[number];

export interface InlineAlertProps {
  /** `info`, `success` or `critical`: sets the colour and the icon. */
  tone?: InlineAlertTone;
  /** The message. */
  children: ReactNode;
  /** Say it to screen readers when it appears: `alert` for errors, `status` for news. */
  announce?: boolean;
}

const icons = { info: InfoIcon, success: CheckCircleIcon, critical: XCircleIcon } as const;

/**
 * A message inside a form or card, such as the server's answer to a submit. `critical` is announced as an
 * alert, the other tones as a status; pass `announce={false}` for a message that is there from the start.
 */
export function InlineAlert({ tone = 'info', children, announce = true }: InlineAlertProps) {
  const Icon = icons[tone];
  const role = announce ? (tone === 'critical' ? 'alert' : 'status') : undefined;
  return (
    <div role={role} className={`${styles.alert} ${styles.tone[tone]}`}>
      <Icon className={styles.icon} />
      <div className={styles.content}>{children}</div>
    </div>
  );
}
