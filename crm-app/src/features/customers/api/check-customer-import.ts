import type { customerImport, ImportBody } from '@doorline/api-client';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** A check's and a run's body: the mapping, the fixes, the skipped lines and whose customers they are. */
export type CustomerImportBody = ImportBody<typeof customerImport>;

/** `POST /customers/imports/{id}/check`: the dry run; answers every row that would fail. Writes nothing. */
export const useCheckCustomerImport = () =>
  useMutation({
    mutationFn: ({ id, body }: { id: number; body: CustomerImportBody }) =>
      api.checkCustomerImport({ params: { id }, body }).then((answer) => answer.data),
  });
