import { superstructResolver } from '@hookform/resolvers/superstruct';
import { Button, DatePicker, fromIsoDate, InlineAlert, toIsoDate } from '@doorline/design-system';
import type { Customer } from '@doorline/api-client';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useForm, useWatch, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ContactFields, useContactSchema } from '@/components/form/contact-fields';
import { FormCustomerPicker } from '@/components/form/customer-picker';
import { FormDealerPicker } from '@/components/form/form-dealer-picker';
import { FormSelect } from '@/components/form/form-select';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { Page } from '@/components/layout/page';
import { useMe } from '@/lib/auth';
import { customerLookupScope, customerQueryOptions } from '@/lib/customer-lookup';
import { parseId } from '@/lib/ids';
import { earliestRequestedDate, pickerLocale } from '@/lib/picker-dates';
import { accountTypeOf } from '@/lib/permissions';
import { useCreateQuote } from '../api/create-quote';
import { useDealerUsers } from '../api/get-dealer-users';
import {
  createQuoteBody,
  createQuoteFields,
  emptyCreateQuote,
  withCustomer,
  withDealer,
  type CreateQuoteValues,
} from '../lib/create-quote';
import { createQuoteSchema } from '../lib/schemas';
import * as styles from '../record.css';
import { useTranslation } from '@/lib/i18n';

/**
 * `/quotes/new`, Create Quote (spec §5): the requested date; for the organization a dealer and,
 * once one is chosen, one of its users as the salesman (the signed-in user when none is chosen);
 * the customer's contacts, which may be left empty (issue 40), filled from a customer of the directory
 * (issue 42; `?customer=` picks one at once, a customer's page's New quote).
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
  const preselected = usePreselectedCustomer(form, me.data ? accountType : undefined);
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
            {...(preselected?.dealer ? { selectedLabel: preselected.dealer.name } : {})}
            // Another dealer clears the user and the customer, who belonged to the previous one.
            onSelectionChange={(key) => {
              const next = withDealer(form.getValues(), key);
              form.setValue('userId', next.userId);
              form.setValue('customerId', next.customerId);
            }}
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
          picker={
            accountType ? (
              <FormCustomerPicker
                // Another dealer's customers are another look-up: its results start afresh.
                key={dealerId ?? 'none'}
                control={form.control}
                name="customerId"
                scope={customerLookupScope(accountType, dealerId ? Number(dealerId) : null)}
                onPick={(customer) => fillContact(form, customer)}
              />
            ) : null
          }
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

/** A picked customer's contact into the form's fields; none picked (cleared) leaves them as they are. */
function fillContact(form: UseFormReturn<CreateQuoteValues>, customer: Customer | null) {
  if (!customer) return;
  form.setValue('customerContact', withCustomer(form.getValues(), customer, 'dealer').customerContact, {
    shouldDirty: true,
  });
}

/**
 * `?customer=<id>` (a customer's page's New quote): that customer picked once it has loaded, with its
 * contact and, for the organization, its dealer.
 */
function usePreselectedCustomer(
  form: UseFormReturn<CreateQuoteValues>,
  accountType: 'organization' | 'dealer' | undefined,
) {
  const id = parseId(useSearchParams()[0].get('customer'));
  const customer = useQuery({ ...customerQueryOptions(id ?? 0), enabled: id !== null && !!accountType });
  const preselected = customer.data;
  useEffect(() => {
    if (preselected && accountType) form.reset(withCustomer(form.getValues(), preselected, accountType));
  }, [form, preselected, accountType]);
  return preselected;
}

export { CreateQuotePage as Component };
