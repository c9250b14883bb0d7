import { Card } from '@doorline/design-system';
import { useParams } from 'react-router-dom';
import { useMe } from '@/lib/auth';
import { parseId } from '@/lib/ids';
import { AuditTrail } from '../components/audit-trail';
import { useTranslation } from '@/lib/i18n';

/**
 * A dealer's history under its profile (`/organization/dealers/{id}/profile`, the own dealer's
 * `/dealer/profile`): the administration's audit trail, which the router places in the profile's
 * outlet (a feature does not import another).
 */
export function DealerHistory() {
  const { t } = useTranslation('trail');
  const params = useParams();
  const me = useMe().data;
  const id = params.id === undefined ? (me?.dealerId ?? null) : parseId(params.id);
  if (id === null) return null;
  return (
    <Card title={t('title')} headingLevel={2}>
      <AuditTrail subject={{ type: 'dealer', id }} />
    </Card>
  );
}
