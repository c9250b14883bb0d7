import { useMemo, useState } from 'react';
import { useForm, useWatch, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';

export interface EditFormOptions<TRecord, TValues extends FieldValues> {
  /** The record as last fetched (or as the page got it). */
  record: TRecord;
  /** Fetches the record again, for Reset. */
  refetch: () => Promise<TRecord>;
  valuesOf: (record: TRecord) => TValues;
  isChanged: (initial: TValues, values: TValues) => boolean;
  resolver?: Resolver<TValues>;
}

/**
 * An edit form (spec §4 "Edit forms"): it starts from the record's values, knows whether anything
 * changed, and Reset fetches the record again and puts its values back. `EditDialog` shows it.
 */
export function useEditForm<TRecord, TValues extends FieldValues>({
  record,
  refetch,
  valuesOf,
  isChanged,
  resolver,
}: EditFormOptions<TRecord, TValues>) {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- valuesOf is pure: the values follow the record
  const initial = useMemo(() => valuesOf(record), [record]);
  const form = useForm<TValues>({ resolver, defaultValues: initial as DefaultValues<TValues> });
  const values = useWatch({ control: form.control }) as TValues;
  const [isResetting, setResetting] = useState(false);

  async function reset() {
    setResetting(true);
    form.clearErrors('root');
    try {
      form.reset(valuesOf(await refetch()));
    } finally {
      setResetting(false);
    }
  }

  return {
    form,
    initial,
    isChanged: isChanged(initial, { ...initial, ...values }),
    isResetting,
    reset,
  };
}

export type EditForm = Pick<ReturnType<typeof useEditForm>, 'isChanged' | 'isResetting' | 'reset'>;
