import { useMutation } from '@tanstack/react-query';
import type { LoginBody } from '@doorline/api-client';
import { api } from '@/lib/api';

export const useLogin = () => useMutation({ mutationFn: (body: LoginBody) => api.auth.login(body) });
