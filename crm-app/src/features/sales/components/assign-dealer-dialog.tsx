import type { OrderDetails } from '@doorline/api-client';
import { Button, ComboBox, Dialog, InlineAlert, toast } from '@doorline/design-system';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api';
import { loadDealerPage, useRefreshOrders } from '../api/order-record';
import { explainError } from '../lib/errors';
import * as styles from '../record.css';

/** Dealer information's Set or Change dialog (spec §5 "Assign dealer"): a dealer is required. */
export function AssignDealerDialog({
  order,
  isOpen,
  onOpenChange,
}: {
  order: OrderDetails;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  return isOpen ? <AssignDealerForm order={order} onOpenChange={onOpenChange} /> : null;
}

function AssignDealerForm({
  order,
  onOpenChange,
}: {
  order: OrderDetails;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const refresh = useRefreshOrders();
  const [dealerId, setDealerId] = useState<string | null>(order.dealer ? String(order.dealer.id) : null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [rootError, setRootError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);

  async function save() {
    setRootError(null);
    if (!dealerId) {
      setFieldError(t('orderRecord.selectDealer'));
      return;
    }
    setSaving(true);
    try {
      await api.orders.assignDealer(order.id, Number(dealerId));
      await refresh();
      toast.success(t('orderRecord.dealerAssigned'));
      onOpenChange(false);
    } catch (error) {
      const message = explainError(t, error);
      setRootError(message);
      toast.error(message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      title={t(order.dealer ? 'orderRecord.changeDealer' : 'orderRecord.setDealer')}
      isOpen
      onOpenChange={(next) => {
        if (!isSaving) onOpenChange(next);
      }}
      isDismissable={false}
      isKeyboardDismissDisabled={isSaving}
      isCloseDisabled={isSaving}
      closeLabel={t('app.close')}
      footer={
        <div className={styles.footer}>
          <Button variant="secondary" slot="close" isDisabled={isSaving}>
            {t('orderRecord.dismiss')}
          </Button>
          <Button type="submit" form={formId} isPending={isSaving} pendingLabel={t('orderRecord.saving')}>
            {t('orderRecord.save')}
          </Button>
        </div>
      }
    >
      <form
        id={formId}
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <ComboBox
          label={t('orderRecord.dealer')}
          loadPage={loadDealerPage}
          selectedKey={dealerId}
          selectedLabel={order.dealer?.name}
          onSelectionChange={(key) => {
            setDealerId(key);
            setFieldError(undefined);
          }}
          placeholder={t('orderRecord.searchDealers')}
          errorMessage={fieldError}
          isRequired
          strings={{
            noResults: t('orderRecord.noResults'),
            noOptions: t('orderRecord.noOptions'),
            loading: t('orderRecord.loading'),
            loadingMore: t('orderRecord.loadingMore'),
            loadError: t('errors.generic'),
          }}
        />
        {rootError ? <InlineAlert tone="critical">{rootError}</InlineAlert> : null}
      </form>
    </Dialog>
  );
}
