import { customerAccess, type Customer } from '@doorline/api-client';
import { ComboBox } from '@doorline/design-system';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useMe } from '@/lib/auth';
import { customerQueryOptions, type CustomerLookupScope } from '@/lib/customer-lookup';
import { createdNameOf, useCreateCustomerInPlace, useCustomerLookup } from './customer-lookup';
import { useTranslation } from '@/lib/i18n';
import { canAccess } from '@/lib/permissions';
import { useBoundChoice } from './form-select';
import type { FormFieldProps } from './form-text-field';

export interface CustomerPickerProps {
  /** The chosen customer's id, as a string; null for none. */
  selectedKey: string | null;
  /** A pick (with its customer, to fill the contact from), a customer created in place, or the choice cleared (null). */
  onSelectionChange: (key: string | null, customer: Customer | null) => void;
  /** Whose customers it offers (`customerLookupScope`): the quote's dealer's, or the organization's own. */
  scope: CustomerLookupScope;
  errorMessage?: string | undefined;
}

/**
 * A quote's customer from the directory (issue 42): a combo box of the scope's customers by name,
 * e-mail or phone, pages of 20 as typing pauses, and for whom may write customers a last option,
 * "Create customer “…”", which creates one with the typed name and picks it. Nothing for whom may not
 * read customers: their form keeps its contact fields alone.
 */
export function CustomerPicker({ selectedKey, onSelectionChange, scope, errorMessage }: CustomerPickerProps) {
  const { t } = useTranslation('lists');
  const me = useMe().data;
  const mayRead = canAccess(me, customerAccess.readCustomers);
  const mayCreate = canAccess(me, customerAccess.writeCustomers);
  const createLabel = useCallback((name: string) => t('customerLookup.create', { name }), [t]);
  const { loadPage, known } = useCustomerLookup(scope, mayCreate ? createLabel : undefined);
  const create = useCreateCustomerInPlace(scope);
  // The chosen customer's name before a page holding it has loaded (a quote's linked customer).
  const chosen = useQuery({
    ...customerQueryOptions(Number(selectedKey)),
    enabled: mayRead && selectedKey !== null && !known.has(selectedKey),
  });
  const [failure, setFailure] = useState<string | null>(null);
  // A failed creation starts the field afresh, its text back to the chosen customer's.
  const [attempt, setAttempt] = useState(0);
  if (!mayRead) return null;

  async function choose(key: string | null) {
    setFailure(null);
    const name = key === null ? null : createdNameOf(key);
    if (name === null) {
      onSelectionChange(key, key === null ? null : (known.get(key) ?? null));
      return;
    }
    try {
      const customer = await create(name);
      known.set(String(customer.id), customer);
      onSelectionChange(String(customer.id), customer);
    } catch {
      setFailure(t('customerLookup.createFailed'));
      setAttempt((count) => count + 1);
    }
  }

  const selectedLabel =
    selectedKey === null ? undefined : (known.get(selectedKey)?.name ?? chosen.data?.name);
  return (
    <ComboBox
      key={attempt}
      label={t('customerLookup.label')}
      placeholder={t('customerLookup.placeholder')}
      description={t('customerLookup.hint')}
      selectedKey={selectedKey}
      {...(selectedLabel !== undefined ? { selectedLabel } : {})}
      onSelectionChange={(key) => void choose(key)}
      errorMessage={failure ?? errorMessage}
      loadPage={loadPage}
      strings={{
        noOptions: t('lookup.noOptions'),
        loading: t('lookup.loading'),
        loadingMore: t('lookup.loadingMore'),
        loadError: t('lookup.loadFailed'),
        showSuggestions: t('lookup.showSuggestions'),
      }}
    />
  );
}

export type FormCustomerPickerProps<T extends FieldValues> = FormFieldProps<
  Omit<CustomerPickerProps, 'selectedKey' | 'onSelectionChange' | 'errorMessage'>,
  T
> & {
  /** Told of a pick with its customer (to fill the contact from it), before the form's field takes it. */
  onPick?: (customer: Customer | null) => void;
};

/** The customer picker bound to a react-hook-form field holding the chosen customer's id. */
export function FormCustomerPicker<T extends FieldValues>({
  control,
  name,
  onPick,
  ...props
}: FormCustomerPickerProps<T>) {
  const { selectedKey, onSelectionChange, errorMessage } = useBoundChoice({ control, name });
  return (
    <CustomerPicker
      {...props}
      selectedKey={selectedKey}
      onSelectionChange={(key, customer) => {
        onPick?.(customer);
        onSelectionChange(key);
      }}
      errorMessage={errorMessage}
    />
  );
}
