import { api } from '@/lib/api';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import { sessionKeys } from './keys';

export type ChangePasswordBody = Parameters<typeof api.changePassword>[0]['body'];

/** `POST /password/change`; the client keeps the new session the answer carries. */
export const changePassword = (body: ChangePasswordBody) => api.changePassword({ body });

/** The other sessions are over after a change: the sessions list is asked again. */
export const useChangePassword = () => useInvalidatingMutation(changePassword, sessionKeys.all);
