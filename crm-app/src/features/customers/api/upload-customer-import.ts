import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** `POST /customers/imports` (multipart): reads a CSV or XLSX file; answers its headings, first rows and guessed mapping. */
export const useUploadCustomerImport = () =>
  useMutation({
    mutationFn: (file: File) => api.uploadCustomerImport({ file }).then((answer) => answer.data),
  });
