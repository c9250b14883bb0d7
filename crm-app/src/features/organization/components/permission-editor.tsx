import { IconButton, Popover, Spinner } from '@doorline/design-system';
import { Pencil } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { EditableRole } from './permission-editor-form';
import { useAccessNames } from '@/lib/access-names';
import { useTranslation } from '@/lib/i18n';

export type { EditableRole };

// The form (and the form library) loads when the popover opens: the roles only show (issue 12).
const PermissionEditorForm = lazy(() =>
  import('./permission-editor-form').then((module) => ({ default: module.PermissionEditorForm })),
);

/**
 * A role's permission set in a popover (spec §2 "badges with an edit popover"): the permissions of
 * the role's type, at least one; Save sends the whole set (spec §5 "Role permission update").
 */
export function PermissionEditor({ role }: { role: EditableRole }) {
  const { t } = useTranslation(['organization', 'common']);
  const [isOpen, setOpen] = useState(false);
  const roleName = useAccessNames().role(role);
  return (
    <Popover
      isOpen={isOpen}
      onOpenChange={setOpen}
      title={t('roleForm.editTitle', { name: roleName })}
      placement="bottom"
      trigger={
        <IconButton
          aria-label={t('roles.editPermissions', { name: roleName })}
          icon={<Pencil aria-hidden size={16} />}
          variant="ghost"
          size="sm"
        />
      }
    >
      <Suspense fallback={<Spinner label={t('common:app.loading')} size="sm" />}>
        {isOpen ? <PermissionEditorForm role={role} onClose={() => setOpen(false)} /> : null}
      </Suspense>
    </Popover>
  );
}
