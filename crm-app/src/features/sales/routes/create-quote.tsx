import { superstructResolver } from '@hookform/resolvers/superstruct';
import { Button, DatePicker, fromIsoDate, InlineAlert, toIsoDate } from '@doorline/design-system';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { ContactFields, useContactSchema } from '@/components/form/contact-fields';
import { FormDealerPicker } from '@/components/form/form-dealer-picker';
import { FormSelect } from '@/components/form/form-select';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { Page } from '@/components/layout/page';
import { useMe } from '@/lib/auth';
import { earliestRequestedDate, pickerLocale } from '@/lib/picker-dates';
import { accountTypeOf } from '@/lib/permissions';
import { useCreateQuote } from '../api/create-quote';
import { useDealerUsers } from '../api/get-dealer-users';
import {
  createQuoteBody,
  createQuoteFields,
  emptyCreateQuote,
  withDealer,
  type CreateQuoteValues,
} from '../lib/create-quote';
import { createQuoteSchema } from '../lib/schemas';
import * as styles from '../record.css';
import { useTranslation } from '@/lib/i18n';

/**
 * `/quotes/new`, Create Quote (spec §5): the requested date; for the organization a dealer and,
 * once one is chosen, one of its users as the salesman (the signed-in user when none is chosen);
 * the customer's contacts, which may be left empty (issue 40).
 */
export function CreateQuotePage() {
  const { t, i18n } = useTranslation(['sales', 'common']);
  const navigate = useNavigate();
  const me = useMe();
  const accountType = accountTypeOf(me.data);
  const createQuote = useCreateQuote();
  const customerSchema = useContactSchema({ isOptional: true });
  const form = useForm<CreateQuoteValues>({
    defaultValues: emptyCreateQuote,
    resolver: superstructResolver(createQuoteSchema(t, customerSchema)) as Resolver<CreateQuoteValues>,
  });
  const dealerId = useWatch({ control: form.control, name: 'dealerId' });
  const dealerUsers = useDealerUsers(dealerId ? Number(dealerId) : null);
  const { onSubmit, rootError, isSubmitting } = useFormSubmission(form, {
    submit: (values) => createQuote.mutateAsync(createQuoteBody(values, accountType)),
    success: t('createQuote.created'),
    onSuccess: (created) => navigate(`/quotes/${created.id}/details`),
    fields: createQuoteFields,
  });

  return (
    <Page title={t('createQuote.title')}>
      <form className={`${styles.form} ${styles.narrow}`} noValidate onSubmit={onSubmit}>
        <Controller
          control={form.control}
          name="requestedDate"
          render={({ field, fieldState }) => (
            <DatePicker
              label={t('createQuote.requestedDate')}
              value={fromIsoDate(field.value)}
              onChange={(date) => field.onChange(date ? toIsoDate(date) : '')}
              minValue={earliestRequestedDate()}
              errorMessage={fieldState.error?.message}
              isRequired
              locale={pickerLocale(i18n.language)}
              strings={{
                calendar: t('orderRecord.calendar'),
                previousMonth: t('orderRecord.previousMonth'),
                nextMonth: t('orderRecord.nextMonth'),
              }}
            />
          )}
        />
        {accountType === 'organization' ? (
          <FormDealerPicker
            control={form.control}
            name="dealerId"
            label={t('createQuote.dealer')}
            placeholder={t('orderRecord.searchDealers')}
            scope="active"
            // Another dealer clears the user, who belonged to the previous one.
            onSelectionChange={(key) => form.setValue('userId', withDealer(form.getValues(), key).userId)}
            description={t('createQuote.dealerHint')}
          />
        ) : null}
        {accountType === 'organization' && dealerId ? (
          <FormSelect
            // A new dealer starts the pick afresh.
            key={dealerId}
            control={form.control}
            name="userId"
            label={t('createQuote.user')}
            items={(dealerUsers.data ?? []).map((user) => ({ id: String(user.id), label: user.name }))}
            placeholder={dealerUsers.isPending ? t('orderRecord.loading') : t('createQuote.userPlaceholder')}
            description={t('createQuote.userHint')}
            isDisabled={dealerUsers.isPending}
          />
        ) : null}
        <ContactFields
          control={form.control}
          prefix="customerContact."
          title={t('orderRecord.customerContacts')}
          description={t('createQuote.customerHint')}
          isNameRequired={false}
        />
        {rootError ? <InlineAlert tone="critical">{rootError}</InlineAlert> : null}
        <div className={styles.actionBar}>
          <Button type="submit" isPending={isSubmitting} pendingLabel={t('createQuote.creating')}>
            {t('createQuote.create')}
          </Button>
          <Button variant="secondary" onPress={() => void navigate('/quotes')} isDisabled={isSubmitting}>
            {t('orderRecord.dismiss')}
          </Button>
        </div>
      </form>
    </Page>
  );
}

export { CreateQuotePage as Component };
