import type { UserStatus } from '@doorline/api-client';
import { StatusBadge, type StatusTone } from '@doorline/design-system';
import { useTranslation } from '@/lib/i18n';

/** The badge colour of each user status (docs/decisions.md "Status badges take a tone"). */
const userStatusTones: Record<UserStatus, StatusTone> = {
  invited: 'info',
  active: 'success',
  suspended: 'warning',
  blocked: 'critical',
  pending_approval: 'accent',
  inactive: 'neutral',
  deleted: 'neutral',
};

/** A user status as the design system's badge, with the translated label (`statuses.*`). */
export function UserStatusBadge({ status }: { status: UserStatus }) {
  const { t } = useTranslation('organization');
  return <StatusBadge tone={userStatusTones[status]} status={status} label={t(`statuses.${status}`)} />;
}
