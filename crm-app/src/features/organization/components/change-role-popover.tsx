import { Button, Popover, Spinner } from '@doorline/design-system';
import { lazy, Suspense, useState } from 'react';
import type { RoleTarget } from './change-role-form';
import { useAccessNames } from '@/lib/access-names';
import { useTranslation } from '@/lib/i18n';

// The form (and the form library) loads when the popover opens: the lists only show (issue 12).
const ChangeRoleForm = lazy(() =>
  import('./change-role-form').then((module) => ({ default: module.ChangeRoleForm })),
);

/**
 * The users list's edit-role popover (spec §2, §5 "Change user role"): the active roles of the
 * user's type; the server's message inline and as a toast.
 */
export function ChangeRolePopover({ user }: { user: RoleTarget }) {
  const { t } = useTranslation(['organization', 'common']);
  const [isOpen, setOpen] = useState(false);
  const names = useAccessNames();
  const roleName = user.role ? names.role(user.role) : t('users.noRole');
  return (
    <Popover
      title={t('changeRole.title')}
      isOpen={isOpen}
      onOpenChange={setOpen}
      trigger={
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('changeRole.button', { role: roleName, name: user.name })}
        >
          {roleName}
        </Button>
      }
    >
      <Suspense fallback={<Spinner label={t('common:app.loading')} size="sm" />}>
        {isOpen ? <ChangeRoleForm user={user} onDone={() => setOpen(false)} /> : null}
      </Suspense>
    </Popover>
  );
}
