import type { DealerStatus } from '@doorline/api-client';
import { StatusBadge, type StatusTone } from '@doorline/design-system';
import { useTranslation } from '@/lib/i18n';

/** The badge colour of each dealer status; invited is red (spec §4 "Dealer status filter"). */
const dealerStatusTones: Record<DealerStatus, StatusTone> = {
  active: 'success',
  inactive: 'neutral',
  deleted: 'neutral',
  blocked: 'warning',
  invited: 'critical',
};

/** A dealer status as the design system's badge, with the translated label. */
export function DealerStatusBadge({ status }: { status: DealerStatus }) {
  const { t } = useTranslation('dealers');
  return (
    <StatusBadge tone={dealerStatusTones[status]} status={status} label={t(`dealerStatuses.${status}`)} />
  );
}
