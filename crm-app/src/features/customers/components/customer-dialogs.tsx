import { superstructResolver } from '@hookform/resolvers/superstruct';
import { CUSTOMER_LIMITS, type Customer } from '@doorline/api-client';
import { useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { EditDialog } from '@/components/form/edit-dialog';
import { FormDealerPicker } from '@/components/form/form-dealer-picker';
import { FormDialog, whileOpen, type DialogFormProps } from '@/components/form/form-dialog';
import { FormFields, type FormFieldSpec } from '@/components/form/form-fields';
import { useEditForm } from '@/components/form/use-edit-form';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useMe } from '@/lib/auth';
import { useLanguageMemo, useTranslation, type TFunction } from '@/lib/i18n';
import { useCustomer } from '../api/get-customer';
import { useCreateCustomer } from '../api/create-customer';
import { useUpdateCustomer } from '../api/update-customer';
import {
  changesOf,
  createBodyOf,
  customerSchema,
  customerValuesOf,
  emptyCustomerValues,
  isCustomerChanged,
  type CustomerValues,
  type NewCustomerValues,
} from '../lib/customer-form';

type CustomersT = TFunction<readonly ['customers', 'common']>;

/**
 * A customer's typed-in fields, the one list both dialogs show (issue 42): name (required), e-mail,
 * phone, mobile, the address's parts, the tags as a comma-separated line and the note, each within
 * the contract's `CUSTOMER_LIMITS`. Nothing is filled in from the browser's memory: the details are
 * the customer's, not the person typing them.
 */
function customerFields<T extends CustomerValues>(t: CustomersT): FormFieldSpec<T>[] {
  const field = (name: keyof CustomerValues) => name as FieldPath<T>;
  return [
    {
      name: field('name'),
      label: t('customerForm.name'),
      description: t('customerForm.nameHint'),
      maxLength: CUSTOMER_LIMITS.name,
      isRequired: true,
      autoComplete: 'off',
    },
    {
      name: field('email'),
      label: t('customerForm.email'),
      type: 'email',
      maxLength: CUSTOMER_LIMITS.email,
      autoComplete: 'off',
    },
    {
      name: field('phone'),
      label: t('customerForm.phone'),
      type: 'tel',
      maxLength: CUSTOMER_LIMITS.phone,
      autoComplete: 'off',
    },
    {
      name: field('mobile'),
      label: t('customerForm.mobile'),
      type: 'tel',
      maxLength: CUSTOMER_LIMITS.mobile,
      autoComplete: 'off',
    },
    {
      name: field('street'),
      label: t('customerForm.street'),
      maxLength: CUSTOMER_LIMITS.street,
      autoComplete: 'off',
    },
    {
      name: field('city'),
      label: t('customerForm.city'),
      maxLength: CUSTOMER_LIMITS.city,
      autoComplete: 'off',
    },
    {
      name: field('postcode'),
      label: t('customerForm.postcode'),
      maxLength: CUSTOMER_LIMITS.postcode,
      autoComplete: 'off',
    },
    {
      name: field('country'),
      label: t('customerForm.country'),
      maxLength: CUSTOMER_LIMITS.country,
      autoComplete: 'off',
    },
    {
      name: field('tags'),
      label: t('customerForm.tags'),
      description: t('customerForm.tagsHint'),
      autoComplete: 'off',
    },
    { kind: 'textArea', name: field('note'), label: t('customerForm.note'), maxLength: CUSTOMER_LIMITS.note },
  ];
}

/** The form's rules with their words in the reader's language (`customerSchema`). */
function useCustomerResolver<T extends CustomerValues>(t: CustomersT): Resolver<T> {
  return useLanguageMemo(
    () =>
      superstructResolver(
        customerSchema({
          required: t('common:contactForm.required'),
          emailInvalid: t('common:contactForm.emailInvalid'),
          tooManyTags: t('customerForm.tooManyTags', { max: CUSTOMER_LIMITS.tags }),
          tagTooLong: (tag) => t('customerForm.tagTooLong', { max: CUSTOMER_LIMITS.tag, tag }),
        }),
      ) as unknown as Resolver<T>,
    [t],
  );
}

/**
 * 'New customer' (issue 42): the customer's fields and, for an organization user, its dealer or none
 * (the organization's own); a dealer user's customer is their dealer's, which the server sets. The
 * server's refusal of a field shows under it. `onCreated`: the new customer's page.
 */
export const NewCustomerDialog = whileOpen(NewCustomerForm);

export function NewCustomerForm({
  onOpenChange,
  onCreated,
}: DialogFormProps & { onCreated?: (customer: Customer) => unknown }) {
  const { t } = useTranslation(['customers', 'common']);
  const withDealer = useMe().data?.type === 'organization';
  const create = useCreateCustomer();
  const resolver = useCustomerResolver<NewCustomerValues>(t);
  const form = useForm<NewCustomerValues>({ resolver, defaultValues: emptyCustomerValues });
  const submission = useFormSubmission(form, {
    submit: (values) => create.mutateAsync(createBodyOf(values, withDealer)),
    success: t('customerForm.created'),
    onOpenChange,
    onSuccess: async (answer) => {
      await onCreated?.(answer.data);
    },
  });

  return (
    <FormDialog
      title={t('customerForm.createTitle')}
      submission={submission}
      submitLabel={t('customerForm.create')}
    >
      {withDealer ? (
        <FormDealerPicker
          control={form.control}
          name="dealerId"
          label={t('customerForm.dealer')}
          placeholder={t('customerForm.organizationOwn')}
          description={t('customerForm.dealerHint')}
        />
      ) : null}
      <FormFields control={form.control} fields={customerFields<NewCustomerValues>(t)} />
    </FormDialog>
  );
}

/**
 * A customer's Change form (issue 42): the same fields, starting from the customer's; Save and Reset
 * once something changed, and only what changed is sent. Whose customer it is does not change here.
 */
export const ChangeCustomerDialog = whileOpen(ChangeCustomerForm);

export function ChangeCustomerForm({ customer, onOpenChange }: DialogFormProps & { customer: Customer }) {
  const { t } = useTranslation(['customers', 'common']);
  const current = useCustomer(customer.id);
  const update = useUpdateCustomer(customer.id);
  const resolver = useCustomerResolver<CustomerValues>(t);
  const edit = useEditForm({
    record: current.data ?? customer,
    refetch: async () => (await current.refetch()).data ?? customer,
    valuesOf: customerValuesOf,
    isChanged: isCustomerChanged,
    resolver,
  });
  const submission = useFormSubmission(edit.form, {
    submit: (values) => update.mutateAsync(changesOf(edit.initial, values)),
    success: t('customerForm.updated'),
    onOpenChange,
  });

  return (
    <EditDialog title={t('customerForm.changeTitle')} edit={edit} submission={submission}>
      <FormFields control={edit.form.control} fields={customerFields<CustomerValues>(t)} />
    </EditDialog>
  );
}
