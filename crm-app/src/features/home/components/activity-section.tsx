import type { CurrentUser, DashboardActivity } from '@doorline/api-client';
import { formatDateTime, Link, Section, Text } from '@doorline/design-system';
import { activityHref } from '../lib/activity';
import * as styles from '../home.css';
import { useTranslation } from '@/lib/i18n';

/**
 * The organization's latest changes (docs/dashboard.md): the records' events in the words of a
 * record's history, and the administration's in those of its audit trail (`organization`'s texts,
 * loaded with this part only), each leading to what changed.
 */
export function ActivitySection({
  activity,
  me,
}: {
  activity: DashboardActivity[];
  me: CurrentUser | undefined;
}) {
  const { t } = useTranslation(['home', 'sales', 'trail']);
  const message = (item: DashboardActivity) =>
    item.kind === 'order'
      ? t('activity.record', {
          number: item.subject.name,
          action: t(
            `sales:orderRecord.eventAction.${item.action}` as 'sales:orderRecord.eventAction.create',
            // A quote sent to its customer names no address here (issue 28).
            { defaultValue: item.action, email: '' },
          ),
        })
      : t('activity.change', {
          subject: `${t(`activity.kinds.${item.kind}`)} ${item.subject.name}`,
          action: t(
            `trail:actions.${item.action}` as 'trail:actions.user.invited',
            // A quote sent to its customer names no address here (issue 28).
            { defaultValue: item.action, email: '' },
          ),
        });
  const meta = (item: DashboardActivity) => {
    const time = formatDateTime(item.createdAt);
    return item.actor ? t('activity.by', { time, actor: item.actor.name }) : time;
  };
  return (
    <Section title={t('activity.title')} description={t('activity.description')}>
      {activity.length === 0 ? (
        <Text tone="muted">{t('activity.empty')}</Text>
      ) : (
        <ul className={styles.feed} aria-label={t('activity.title')}>
          {activity.map((item) => {
            const href = activityHref(item, me);
            return (
              <li key={item.key} className={styles.feedItem}>
                {href ? <Link href={href}>{message(item)}</Link> : <span>{message(item)}</span>}
                <Text tone="muted" size="sm">
                  {meta(item)}
                </Text>
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
