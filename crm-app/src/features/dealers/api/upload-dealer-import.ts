import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** `POST /dealers/imports` (multipart): reads a CSV or XLSX file; answers its headings, first rows and guessed mapping. */
export const useUploadDealerImport = () =>
  useMutation({
    mutationFn: (file: File) => api.uploadDealerImport({ file }).then((answer) => answer.data),
  });
