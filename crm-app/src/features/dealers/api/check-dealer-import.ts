import type { dealerImport, ImportBody } from '@doorline/api-client';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** A check's and a run's body: the mapping, the fixes and the skipped lines. */
export type DealerImportBody = ImportBody<typeof dealerImport>;

/** `POST /dealers/imports/{id}/check`: the dry run; answers every row that would fail. Writes nothing. */
export const useCheckDealerImport = () =>
  useMutation({
    mutationFn: ({ id, body }: { id: number; body: DealerImportBody }) =>
      api.checkDealerImport({ params: { id }, body }).then((answer) => answer.data),
  });
