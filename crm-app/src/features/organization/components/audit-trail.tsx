import { exportLists, isUserStatus, type AuditEvent } from '@doorline/api-client';
import { DateCell } from '@doorline/design-system';
import { useMemo } from 'react';
import { col } from '@/components/table/columns';
import { ListTable } from '@/components/list/list-table';
import { Wrap } from '@/components/list/wrap';
import { useAccessNames, type AccessNames } from '@/lib/access-names';
import { contactFieldNames } from '@/lib/contact-values';
import { useLocalPaging } from '@/lib/use-list-params';
import { useAudit, type AuditSubject } from '../api/get-audit';
import { useTranslation, type TFunction } from '@/lib/i18n';

/**
 * What changed, in words: role names (a seeded role's in the reader's language, when the trail kept
 * its key), statuses, permission counts, active or not.
 */
export function describeChange(
  event: AuditEvent,
  t: TFunction<'organization'>,
  names: Pick<AccessNames, 'role'>,
): string {
  const before = event.before ?? {};
  const after = event.after ?? {};
  const status = (value: unknown) => (isUserStatus(value) ? t(`statuses.${value}`) : String(value ?? '—'));
  const role = (side: Record<string, unknown>) =>
    typeof side.role === 'string'
      ? names.role({ key: typeof side.roleKey === 'string' ? side.roleKey : '', name: side.role })
      : '—';
  switch (event.action) {
    case 'user.role_changed':
      return t('trail.fromTo', { before: role(before), after: role(after) });
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
    case 'role.line_discount_changed':
      return t('trail.fromTo', {
        before: valueOf(before.maxLineDiscount, 'discount'),
        after: valueOf(after.maxLineDiscount, 'discount'),
      });
    case 'role.created':
      return t('trail.permissionCount', { count: countOf(after.permissionIds) });
    case 'user.invited':
      return typeof after.email === 'string' ? after.email : '';
    case 'dealer.status_changed':
      return t('trail.fromTo', { before: status(before.status), after: status(after.status) });
    case 'dealer.created':
      return typeof after.name === 'string' ? after.name : '';
    case 'dealer.account_changed':
      return dealerAccountFields
        .filter((field) => field in after && before[field] !== after[field])
        .map((field) =>
          t('trail.fieldChange', {
            field: t(`trail.fields.${field}`),
            before: valueOf(before[field], field),
            after: valueOf(after[field], field),
          }),
        )
        .join('; ');
    case 'dealer.contact_changed':
    case 'dealer.responsible_contact_changed': {
      const was = contactOf(before);
      const now = contactOf(after);
      return contactFieldNames
        .filter((field) => (was[field] ?? null) !== (now[field] ?? null))
        .map((field) =>
          t('trail.fieldChange', {
            field: t(`trail.contactFields.${field}`),
            before: textOf(was[field]),
            after: textOf(now[field]),
          }),
        )
        .join('; ');
    }
    case 'customer.created':
      return typeof after.name === 'string' ? after.name : '';
    case 'customer.changed':
      return customerChanges(before, after, t).join('; ');
    case 'customer.merged': {
      const merged =
        after.merged && typeof after.merged === 'object' ? (after.merged as { name?: unknown }) : {};
      const records = Number(after.records) || 0;
      return [
        t('trail.merged', { name: textOf(merged.name) }),
        ...customerChanges(before, after, t),
        ...(records > 0 ? [t('trail.recordsMoved', { count: records })] : []),
      ].join('; ');
    }
    case 'list.exported': {
      const list = exportLists.find((name) => name === after.list);
      const values = {
        list: list ? t(`trail.lists.${list}`) : textOf(after.list),
        rows: Number(after.rows) || 0,
      };
      return after.completed === false ? t('trail.exportedCut', values) : t('trail.exported', values);
    }
    case 'list.imported': {
      const list = exportLists.find((name) => name === after.list);
      return t('trail.imported', {
        list: list ? t(`trail.lists.${list}`) : textOf(after.list),
        file: textOf(after.file),
        rows: Number(after.rows) || 0,
      });
    }
    default:
      return '';
  }
}

const dealerAccountFields = ['name', 'description', 'discount'] as const;

/** A field's value in the trail: the discount as a percent, an empty one as a dash. */
const valueOf = (value: unknown, field: (typeof dealerAccountFields)[number]) => {
  if (value === null || value === undefined || value === '') return '—';
  return field === 'discount' ? `${String(value)}%` : String(value as string);
};

/** The contact a change recorded, under `contact` or `responsibleContact`. */
const contactOf = (values: Record<string, unknown>): Record<string, unknown> => {
  const contact = values.contact ?? values.responsibleContact;
  return contact && typeof contact === 'object' ? (contact as Record<string, unknown>) : {};
};

const textOf = (value: unknown) => (typeof value === 'string' && value ? value : '—');

const countOf = (value: unknown) => (Array.isArray(value) ? value.length : 0);

/** A customer's fields as its history records them (issue 42): the address's parts are fields of their own. */
const customerFields = [
  'name',
  'email',
  'phone',
  'mobile',
  'street',
  'city',
  'postcode',
  'country',
  'note',
  'tags',
] as const;

/** Each of a customer's fields that a change or a merge recorded, with its values before and after. */
function customerChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  t: TFunction<'organization'>,
): string[] {
  return customerFields
    .filter((field) => field in after)
    .map((field) =>
      t('trail.fieldChange', {
        field: t(`trail.customerFields.${field}`),
        before: customerValueOf(before[field]),
        after: customerValueOf(after[field]),
      }),
    );
}

/** The longest a recorded value shows in the trail (a note may run to 2,000 characters). */
const SHOWN_LENGTH = 60;

/** A customer's field in the trail: tags joined by commas, an empty one as a dash, a long one cut. */
const customerValueOf = (value: unknown) => {
  const text = Array.isArray(value) ? value.join(', ') : textOf(value);
  if (!text) return '—';
  return text.length > SHOWN_LENGTH ? `${text.slice(0, SHOWN_LENGTH - 1)}…` : text;
};

/**
 * A user's, a role's, a dealer's or a customer's audit trail (docs/permissions.md "Audit trail"),
 * newest first, paged.
 */
export function AuditTrail({ subject }: { subject: AuditSubject }) {
  const { t } = useTranslation('organization');
  const paging = useLocalPaging();
  const trail = useAudit(subject, { page: paging.page, limit: paging.limit });
  const names = useAccessNames();
  const columns = useMemo(() => {
    const c = col<AuditEvent>;
    return [
      c('when', t('trail.when'), (event) => <DateCell value={event.createdAt} />),
      c('who', t('trail.who'), (event) => event.actor?.name ?? t('trail.system')),
      c('what', t('trail.what'), (event) => t(`trail.actions.${event.action}`)),
      // What changed may be a long sentence (several fields of a customer): it wraps.
      c('change', t('trail.change'), (event) => <Wrap long>{describeChange(event, t, names) || '—'}</Wrap>),
    ];
  }, [t, names]);
  return (
    <ListTable
      aria-label={t('trail.title')}
      columns={columns}
      query={trail}
      paging={paging}
      pager="several-pages"
      skeletonRows={3}
      emptyText={t('trail.empty')}
    />
  );
}
