import { Button, Dialog, Inline } from '@doorline/design-system';
import { AuditTrail } from '@/components/audit/audit-trail';
import { useTranslation } from '@/lib/i18n';
import { catalogueTrailOptions, type CatalogueKind } from '../api/catalogue-edit';

/**
 * A family's, a model's, an option group's or an option's history (issue 43): who created and
 * changed it, hid or showed it, from what to what, newest first, in the audit trail's words. Loaded
 * when it opens, with the shared trail (`histories`).
 */
export function CatalogueHistoryDialog({
  kind,
  id,
  name,
  onOpenChange,
}: {
  kind: CatalogueKind;
  id: number;
  name: string;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const { t } = useTranslation(['prices', 'common']);
  return (
    <Dialog
      isOpen
      onOpenChange={onOpenChange}
      title={t('catalogueEdit.historyTitle', { name })}
      closeLabel={t('catalogueEdit.close')}
      footer={
        <Inline gap="sm" justify="end">
          <Button variant="secondary" onPress={() => onOpenChange(false)}>
            {t('catalogueEdit.close')}
          </Button>
        </Inline>
      }
    >
      <AuditTrail trail={catalogueTrailOptions(kind, id)} />
    </Dialog>
  );
}
