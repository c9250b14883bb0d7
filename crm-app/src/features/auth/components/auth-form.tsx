import { Button, InlineAlert } from '@doorline/design-system';
import type { ReactNode } from 'react';
import type { FormSubmission } from '@/components/form/use-form-submission';
import * as styles from './auth-layout.css';

/**
 * The form of an auth screen or step: its fields, the server's answer to a failed submit, the one
 * submit button, and what follows it (Back, links).
 */
export function AuthForm({
  submission,
  submitLabel,
  pendingLabel,
  isPending = submission.isSubmitting,
  after,
  children,
}: {
  submission: Pick<FormSubmission, 'onSubmit' | 'rootError' | 'isSubmitting'>;
  submitLabel: string;
  /** The spinner's accessible name while the submit is pending. */
  pendingLabel?: string;
  isPending?: boolean;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form className={styles.form} onSubmit={(event) => void submission.onSubmit(event)} noValidate>
      {children}
      {submission.rootError ? <InlineAlert tone="critical">{submission.rootError}</InlineAlert> : null}
      <Button type="submit" isPending={isPending} pendingLabel={pendingLabel}>
        {submitLabel}
      </Button>
      {after}
    </form>
  );
}
