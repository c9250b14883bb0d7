import { isSeededRoleKey, type AccountType } from '@doorline/api-client';
import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n';

// Roles and permissions in the reader's language (docs/permissions.md): a permission by its type and
// key (`orders.read` is "View orders" in the organization and "View dealer orders" at a dealer), a
// seeded role by its key; a role an administrator created keeps the name and description it was
// given. A page that shows them loads the `access` texts (app/signed-in-routes.tsx).

interface Named {
  key: string;
  name: string;
  description?: string;
}

export interface AccessNames {
  role: (role: Named) => string;
  roleDescription: (role: Named & { description: string }) => string;
  permission: (type: AccountType, permission: Named) => string;
  permissionDescription: (type: AccountType, permission: Named & { description: string }) => string;
}

/**
 * Names roles and permissions in the current language (the `access` texts). In English they are the
 * server's own names (lib/i18n.ts loads no English file for them), so every look-up falls back to
 * what the server sent, as it does for a key the texts do not know (a permission added later).
 */
export function useAccessNames(): AccessNames {
  const { t } = useTranslation('access');
  return useMemo(() => {
    const text = t as unknown as (key: string, options: { defaultValue: string }) => string;
    const seeded = (role: Named, field: 'name' | 'description', own: string) =>
      isSeededRoleKey(role.key) ? text(`roleNames.${role.key}.${field}`, { defaultValue: own }) : own;
    return {
      role: (role) => seeded(role, 'name', role.name),
      roleDescription: (role) => seeded(role, 'description', role.description),
      permission: (type, permission) =>
        text(`permissionNames.${type}.${permission.key}.name`, { defaultValue: permission.name }),
      permissionDescription: (type, permission) =>
        text(`permissionNames.${type}.${permission.key}.description`, {
          defaultValue: permission.description,
        }),
    };
  }, [t]);
}
