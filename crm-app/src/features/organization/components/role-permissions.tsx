import { Inline } from '@doorline/design-system';
import { PermissionBadges } from '@/components/permission-badges';
import { PermissionEditor, type EditableRole } from './permission-editor';
import { useAccessNames } from '@/lib/access-names';
import { useTranslation } from '@/lib/i18n';

/** A role's permissions as badges; with `canEdit` (roles.manage) the edit popover beside them. */
export function RolePermissions({ role, canEdit }: { role: EditableRole; canEdit: boolean }) {
  const { t } = useTranslation('organization');
  const names = useAccessNames();
  return (
    <Inline gap="xs" wrap={false} align="start">
      {role.permissions.length > 0 ? (
        <PermissionBadges
          type={role.type}
          permissions={role.permissions}
          aria-label={t('roles.permissionsOf', { name: names.role(role) })}
        />
      ) : (
        <span>—</span>
      )}
      {canEdit ? <PermissionEditor role={role} /> : null}
    </Inline>
  );
}
