import type { CurrentUser } from '@doorline/api-client';
import { toast } from '@doorline/design-system';
import { useEffect, useRef } from 'react';
import { useMe } from '@/lib/auth';
import { useTranslation } from '@/lib/i18n';

/** What the user may do, as one value: their role, whether it is active, and its permissions. */
const accessOf = (user: CurrentUser) =>
  JSON.stringify([
    user.role?.id ?? null,
    user.role?.isActive ?? null,
    (user.role?.permissions ?? []).map((permission) => permission.key).sort(),
  ]);

/**
 * Says so when the signed-in user's role or permissions change while they work (issue 40): the
 * stream's `user` event, or a 403, asks who they are again, and menus, guards and buttons follow at
 * once; this tells them why the screen changed. A reload of the same user says nothing.
 */
export function useRoleChangeNotice() {
  const { t } = useTranslation();
  const me = useMe().data;
  const access = me ? accessOf(me) : null;
  const last = useRef(access);
  useEffect(() => {
    if (access === null) return;
    if (last.current !== null && last.current !== access) toast.info(t('bell.roleChanged'));
    last.current = access;
  }, [access, t]);
}
