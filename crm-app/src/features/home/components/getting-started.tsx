import type { CurrentUser } from '@doorline/api-client';
import { Link, Section, Text } from '@doorline/design-system';
import { emailPreferencesPath, inviteUserPath, newQuotePath } from '@/lib/page-links';
import * as styles from '../home.css';
import { useTranslation } from '@/lib/i18n';

/**
 * "Getting started" (issue 40; docs/dashboard.md "Screens"): a dealer without records is told what to
 * do first, each step a link shown only to whom the rule of the page it opens lets in (the contract's
 * rules, which the server holds those pages' calls to): the first quote, the team's invitations, the
 * e-mail preferences (every user's own).
 */
export function GettingStarted({ me }: { me: CurrentUser | undefined }) {
  const { t } = useTranslation('home');
  const steps = [
    { href: newQuotePath(me), label: t('gettingStarted.newQuote'), text: t('gettingStarted.newQuoteText') },
    { href: inviteUserPath(me), label: t('gettingStarted.invite'), text: t('gettingStarted.inviteText') },
    {
      href: emailPreferencesPath,
      label: t('gettingStarted.emailPreferences'),
      text: t('gettingStarted.emailPreferencesText'),
    },
  ];
  return (
    <Section title={t('gettingStarted.title')} description={t('gettingStarted.description')}>
      <ol className={styles.feed}>
        {steps.flatMap(({ href, label, text }) =>
          href
            ? [
                <li key={href} className={styles.feedItem}>
                  <Link href={href}>{label}</Link>
                  <Text tone="muted">{text}</Text>
                </li>,
              ]
            : [],
        )}
      </ol>
    </Section>
  );
}

/** A dealer's Home before the dealer has any record: the records' numbers are all 0 (or none). */
export const isFreshDealer = (me: CurrentUser | undefined, counts: { count: number }[] | null) =>
  me?.type === 'dealer' && counts !== null && counts.every((row) => row.count === 0);
