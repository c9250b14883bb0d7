import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** `POST /password/forgot`: a code to the address (the same answer whether it has an account or not). */
export const requestResetCode = (email: string) => api.forgotPassword({ body: { email } });

export const useRequestResetCode = () => useMutation({ mutationFn: requestResetCode });
