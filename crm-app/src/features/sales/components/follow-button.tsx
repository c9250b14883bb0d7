import { BellIcon, ToggleButton, toast } from '@doorline/design-system';
import { explainError } from '@/lib/errors';
import { useOrder } from '../api/get-order';
import { useSetFollowing } from '../api/follow-order';
import { useTranslation } from '@/lib/i18n';

/**
 * Follow / Following on a record's page (issue 40): pressed while the reader follows the record, who
 * is then told of its comments and changes (docs/notifications.md "Recipients"). While the change is
 * under way it shows the state asked for; a refusal puts it back and says why.
 */
export function FollowButton({ orderId }: { orderId: number }) {
  const { t } = useTranslation('sales');
  const order = useOrder(orderId);
  const change = useSetFollowing();
  if (!order.data) return null;
  const following = change.isPending ? change.variables.follow : order.data.following;
  return (
    <ToggleButton
      size="sm"
      isSelected={following}
      isDisabled={change.isPending}
      onChange={(follow) =>
        change.mutate({ orderId, follow }, { onError: (error) => toast.error(explainError(t, error)) })
      }
    >
      <BellIcon />
      {following ? t('orderRecord.following') : t('orderRecord.follow')}
    </ToggleButton>
  );
}
