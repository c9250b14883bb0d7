import type { AuditEvent } from '@doorline/api-client';
import { DataTable, DateCell } from '@doorline/design-system';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListError } from '@/components/list/list-frame';
import { useAudit, type AuditSubject } from '../api/get-audit';
import { LocalPager, useLocalPaging } from './local-pager';
import { isUserStatus } from './user-status-badge';

type Column = Parameters<typeof DataTable<AuditEvent>>[0]['columns'][number];

/** What changed, in words: role names, statuses, permission counts, active or not. */
export function describeChange(event: AuditEvent, t: TFunction<'organization'>): string {
  const before = event.before ?? {};
  const after = event.after ?? {};
  const status = (value: unknown) => (isUserStatus(value) ? t(`statuses.${value}`) : String(value ?? '—'));
  switch (event.action) {
    case 'user.role_changed':
      return t('trail.fromTo', { before: before.role ?? '—', after: after.role ?? '—' });
    case 'user.status_changed':
    case 'user.approved':
    case 'user.rejected':
      return t('trail.fromTo', { before: status(before.status), after: status(after.status) });
    case 'role.permissions_changed':
      return t('trail.fromTo', {
        before: t('trail.permissionCount', { count: countOf(before.permissionIds) }),
        after: t('trail.permissionCount', { count: countOf(after.permissionIds) }),
      });
    case 'role.status_changed':
      return t('trail.fromTo', {
        before: before.isActive ? t('trail.active') : t('trail.inactive'),
        after: after.isActive ? t('trail.active') : t('trail.inactive'),
      });
    case 'role.created':
      return t('trail.permissionCount', { count: countOf(after.permissionIds) });
    case 'user.invited':
      return typeof after.email === 'string' ? after.email : '';
    default:
      return '';
  }
}

const countOf = (value: unknown) => (Array.isArray(value) ? value.length : 0);

/** A user's or a role's audit trail (docs/permissions.md "Audit trail"), newest first, paged. */
export function AuditTrail({ subject }: { subject: AuditSubject }) {
  const { t } = useTranslation('organization');
  const paging = useLocalPaging();
  const trail = useAudit(subject, { page: paging.page, limit: paging.limit });
  const columns = useMemo<Column[]>(
    () => [
      { id: 'when', header: t('trail.when'), cell: ({ row }) => <DateCell value={row.original.createdAt} /> },
      { id: 'who', header: t('trail.who'), cell: ({ row }) => row.original.actor?.name ?? t('trail.system') },
      { id: 'what', header: t('trail.what'), cell: ({ row }) => t(`trail.actions.${row.original.action}`) },
      { id: 'change', header: t('trail.change'), cell: ({ row }) => describeChange(row.original, t) || '—' },
    ],
    [t],
  );
  if (trail.isError && !trail.data) return <ListError onRetry={() => void trail.refetch()} />;
  const rows = trail.data?.data ?? [];
  return (
    <DataTable
      aria-label={t('trail.title')}
      columns={columns}
      data={rows}
      getRowId={(row) => String(row.id)}
      isLoading={trail.isPending}
      skeletonRows={3}
      emptyText={t('trail.empty')}
      footer={<LocalPager paging={paging} count={trail.data?.pagination.count} rowsOnPage={rows.length} />}
    />
  );
}
