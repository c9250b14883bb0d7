import { Card } from '@doorline/design-system';
import { useParams } from 'react-router-dom';
import { parseId } from '@/lib/ids';
import { AuditTrail } from '../components/audit-trail';
import { useTranslation } from '@/lib/i18n';

/**
 * A customer's history on its page (`/customers/{id}`, issue 42): the administration's audit trail,
 * which the router places in the customer page's outlet (a feature does not import another).
 */
export function CustomerHistory() {
  const { t } = useTranslation('trail');
  const id = parseId(useParams().id);
  if (id === null) return null;
  return (
    <Card title={t('title')} headingLevel={2}>
      <AuditTrail subject={{ type: 'customer', id }} />
    </Card>
  );
}
