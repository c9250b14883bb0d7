import {
  Button,
  ComboBox,
  DatePicker,
  fromIsoDate,
  InlineAlert,
  Select,
  toast,
  toIsoDate,
} from '@doorline/design-system';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { api } from '@/lib/api';
import { useMe } from '@/lib/auth';
import { accountTypeOf } from '@/lib/permissions';
import { loadDealerPage, useDealerUsers, useRefreshOrders } from '../api/order-record';
import { createQuoteBody, emptyCreateQuote, withDealer, type CreateQuoteValues } from '../lib/create-quote';
import { earliestRequestedDate, pickerLocale } from '../lib/dates';
import { explainError, fieldErrorsOf } from '../lib/errors';
import * as styles from '../record.css';

/**
 * `/quotes/new`, Create Quote (spec §5): the requested date; for the organization a dealer and,
 * once one is chosen, one of its users as the salesman (the signed-in user when none is chosen).
 */
export function CreateQuotePage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const me = useMe();
  const refresh = useRefreshOrders();
  const accountType = accountTypeOf(me.data);
  const [values, setValues] = useState<CreateQuoteValues>(emptyCreateQuote);
  const [errors, setErrors] = useState<Partial<Record<keyof CreateQuoteValues, string>>>({});
  const [rootError, setRootError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const dealerUsers = useDealerUsers(values.dealerId ? Number(values.dealerId) : null);

  async function submit() {
    setRootError(null);
    if (!values.requestedDate) {
      setErrors({ requestedDate: t('createQuote.dateRequired') });
      return;
    }
    setSaving(true);
    try {
      const created = await api.orders.create(createQuoteBody(values, accountType));
      void refresh();
      toast.success(t('createQuote.created'));
      void navigate(`/quotes/${created.data.id}/details`);
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error, ['requestedDate', 'dealerId', 'userId'] as const);
      setErrors(Object.fromEntries(fieldErrors.map(({ field, message }) => [field, message])));
      const message = explainError(t, error);
      setRootError(message);
      toast.error(message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Page title={t('createQuote.title')}>
      <form
        className={`${styles.form} ${styles.narrow}`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DatePicker
          label={t('createQuote.requestedDate')}
          value={fromIsoDate(values.requestedDate)}
          onChange={(date) => {
            setValues((current) => ({ ...current, requestedDate: date ? toIsoDate(date) : '' }));
            setErrors((current) => ({ ...current, requestedDate: undefined }));
          }}
          minValue={earliestRequestedDate()}
          errorMessage={errors.requestedDate}
          isRequired
          locale={pickerLocale(i18n.language)}
          strings={{
            calendar: t('orderRecord.calendar'),
            previousMonth: t('orderRecord.previousMonth'),
            nextMonth: t('orderRecord.nextMonth'),
          }}
        />
        {accountType === 'organization' ? (
          <ComboBox
            label={t('createQuote.dealer')}
            loadPage={loadDealerPage}
            selectedKey={values.dealerId}
            onSelectionChange={(key) => setValues((current) => withDealer(current, key))}
            placeholder={t('orderRecord.searchDealers')}
            description={t('createQuote.dealerHint')}
            errorMessage={errors.dealerId}
            strings={{
              noResults: t('orderRecord.noResults'),
              noOptions: t('orderRecord.noOptions'),
              loading: t('orderRecord.loading'),
              loadingMore: t('orderRecord.loadingMore'),
              loadError: t('errors.generic'),
            }}
          />
        ) : null}
        {accountType === 'organization' && values.dealerId ? (
          <Select
            // A new dealer starts the pick afresh.
            key={values.dealerId}
            label={t('createQuote.user')}
            items={(dealerUsers.data ?? []).map((user) => ({ id: String(user.id), label: user.name }))}
            selectedKey={values.userId}
            onSelectionChange={(key) => setValues((current) => ({ ...current, userId: key }))}
            placeholder={dealerUsers.isPending ? t('orderRecord.loading') : t('createQuote.userPlaceholder')}
            description={t('createQuote.userHint')}
            errorMessage={errors.userId}
            isDisabled={dealerUsers.isPending}
          />
        ) : null}
        {rootError ? <InlineAlert tone="critical">{rootError}</InlineAlert> : null}
        <div className={styles.actionBar}>
          <Button type="submit" isPending={isSaving} pendingLabel={t('createQuote.creating')}>
            {t('createQuote.create')}
          </Button>
          <Button variant="secondary" onPress={() => void navigate('/quotes')} isDisabled={isSaving}>
            {t('orderRecord.dismiss')}
          </Button>
        </div>
      </form>
    </Page>
  );
}

export { CreateQuotePage as Component };
