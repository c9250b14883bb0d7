import { EMAIL_PATTERN } from '@doorline/api-client';
import { Button, Heading, InlineAlert, Link, Text } from '@doorline/design-system';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import type { Control, FieldPath } from 'react-hook-form';
import { refine, string } from 'superstruct';
import { FormTextField } from '@/components/form/form-text-field';
import type { FormSubmission } from '@/components/form/use-form-submission';
import * as styles from './auth-layout.css';
import { useTranslation } from '@/lib/i18n';

// Asks the server's settings after the page has rendered, keeping the login page light.
const OutboxLink = lazy(() => import('./sign-in-extras').then((module) => ({ default: module.OutboxLink })));

/** Moves focus to the screen's title, e.g. when a step without fields (a success) replaces a form. */
export function focusAuthTitle() {
  const title = document.getElementById('auth-title');
  if (!title) return;
  title.tabIndex = -1;
  title.focus();
}

/** The frame of every auth screen: the product mark, the form card, and the legal links. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(['auth', 'common']);
  useEffect(() => {
    document.title = `${title} · Doorline CRM`;
  }, [title]);
  return (
    <div className={styles.screen}>
      <main className={styles.card} aria-labelledby="auth-title">
        <div className={styles.brand} aria-hidden>
          <span className={styles.logo}>D</span>
          <span>
            {t('common:app.name')} <span className={styles.suffix}>{t('common:app.suffix')}</span>
          </span>
        </div>
        <Heading level={1} id="auth-title">
          {title}
        </Heading>
        {subtitle ? <Text tone="muted">{subtitle}</Text> : null}
        {children}
      </main>
      <footer className={styles.footer}>
        <Link href="/terms-of-service">{t('auth.terms')}</Link>
        <span aria-hidden>·</span>
        <Link href="/privacy-policy">{t('auth.privacy')}</Link>
      </footer>
      <Suspense fallback={null}>
        <OutboxLink className={styles.footer} />
      </Suspense>
    </div>
  );
}

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

/** The field's rule: an e-mail address once trimmed, else `message`. */
export const accountEmail = (message: string) =>
  refine(string(), 'email', (value) => EMAIL_PATTERN.test(value.trim()) || message);

/** The account's e-mail address, as signing in and a password reset ask for it (the form's `email`). */
export function AccountEmailField<T extends { email: string }>({
  control,
  focusOnMount,
}: {
  control: Control<T>;
  /** Focus on mount: a step the user comes back to returns focus to the field they came from. */
  focusOnMount?: boolean;
}) {
  const { t } = useTranslation('auth');
  return (
    <FormTextField
      control={control}
      name={'email' as FieldPath<T>}
      label={t('auth.email')}
      type="email"
      autoComplete="username"
      isRequired
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus={focusOnMount}
    />
  );
}
