import type { Role } from '@doorline/api-client';
import { Button, ConfirmDialog, MenuButton, toast } from '@doorline/design-system';
import { useState } from 'react';
import { explainError } from '@/lib/errors';
import { useSetRoleStatus } from '../api/set-role-status';
import { useAccessNames } from '@/lib/access-names';
import { useTranslation } from '@/lib/i18n';

/**
 * Activate or Deactivate a role (docs/permissions.md "Roles"), behind 'Are you sure you want to
 * proceed?'. The server refuses a change that would leave nobody able to manage roles (409); its
 * words show as a toast and the dialog stays open. A button on the role's page; in the roles list a
 * row's menu, as every list's row actions are (issue 40: a narrow column in every language).
 */
export function RoleStatusButton({
  role,
  display = 'button',
}: {
  role: Pick<Role, 'id' | 'key' | 'name' | 'isActive'>;
  display?: 'button' | 'menu';
}) {
  const { t } = useTranslation('organization');
  const setStatus = useSetRoleStatus();
  const [isConfirming, setConfirming] = useState(false);
  const roleName = useAccessNames().role(role);
  const action = role.isActive ? t('roles.deactivate') : t('roles.activate');

  async function confirm() {
    try {
      await setStatus.mutateAsync({ id: role.id, isActive: !role.isActive });
      toast.success(role.isActive ? t('roles.deactivated') : t('roles.activated'));
    } catch (error) {
      toast.error(explainError(t, error));
      throw error;
    }
  }

  return (
    <>
      {display === 'menu' ? (
        <MenuButton
          aria-label={t('roles.rowActions', { name: roleName })}
          variant="ghost"
          size="sm"
          placement="bottom end"
          items={[
            {
              id: 'status',
              label: action,
              tone: role.isActive ? ('critical' as const) : ('default' as const),
            },
          ]}
          onAction={() => setConfirming(true)}
        />
      ) : (
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('roles.statusActionOf', { action, name: roleName })}
          onPress={() => setConfirming(true)}
        >
          {action}
        </Button>
      )}
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={setConfirming}
        onConfirm={confirm}
        tone={role.isActive ? 'critical' : 'default'}
        title={t('roles.confirmTitle')}
        description={t('roles.confirmText', { action, name: roleName })}
        confirmLabel={t('roles.confirm')}
        cancelLabel={t('roleForm.cancel')}
        pendingLabel={t('roleForm.saving')}
      />
    </>
  );
}
