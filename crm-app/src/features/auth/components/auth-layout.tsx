import { Heading, Link, Text } from '@doorline/design-system';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './auth-layout.css';

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
