import {
  doorHands,
  doorSwings,
  exportLists,
  isUserStatus,
  leafCounts,
  priceRuleKinds,
  priceRuleTargets,
  type AuditEvent,
  type Endpoints,
  type ResponseOf,
} from '@doorline/api-client';
import { DateCell } from '@doorline/design-system';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useMemo } from 'react';
import { col } from '@/components/table/columns';
import { ListTable } from '@/components/list/list-table';
import { Wrap } from '@/components/list/wrap';
import { useAccessNames, type AccessNames } from '@/lib/access-names';
import { contactFieldNames } from '@/lib/contact-values';
import { useLocalPaging } from '@/lib/use-list-params';
import type { AuditQuery } from '@/lib/user-keys';
import { useTranslation, type TFunction } from '@/lib/i18n';

/** The trail's own words, and the organization's (a user's statuses) it names values with. */
type TrailTexts = 'trail';

/*
 * An audit trail in words (docs/permissions.md "Audit trail"): the administration's profiles, a
 * dealer's and a customer's history, and the catalogue's rows' (issue 43) show it. Shared, so that
 * the prices' pages show a family's, a model's, a group's or an option's without the organization's
 * feature: each caller hands the query of its subject's trail.
 */

/**
 * What changed, in words: role names (a seeded role's in the reader's language, when the trail kept
 * its key), statuses, permission counts, active or not; a catalogue row's and a dealer's price rule's
 * fields (issue 43), a name in the reader's `language`.
 */
export function describeChange(
  event: AuditEvent,
  t: TFunction<TrailTexts>,
  names: Pick<AccessNames, 'role'>,
  language = 'en',
): string {
  const before = event.before ?? {};
  const after = event.after ?? {};
  const status = (value: unknown) =>
    isUserStatus(value) ? t(`userStatuses.${value}`) : String(value ?? '—');
  const role = (side: Record<string, unknown>) =>
    typeof side.role === 'string'
      ? names.role({ key: typeof side.roleKey === 'string' ? side.roleKey : '', name: side.role })
      : '—';
  switch (event.action) {
    case 'user.role_changed':
      return t('fromTo', { before: role(before), after: role(after) });
    case 'user.status_changed':
    case 'user.approved':
    case 'user.rejected':
      return t('fromTo', { before: status(before.status), after: status(after.status) });
    case 'role.permissions_changed':
      return t('fromTo', {
        before: t('permissionCount', { count: countOf(before.permissionIds) }),
        after: t('permissionCount', { count: countOf(after.permissionIds) }),
      });
    case 'role.status_changed':
      return t('fromTo', {
        before: before.isActive ? t('active') : t('inactive'),
        after: after.isActive ? t('active') : t('inactive'),
      });
    case 'role.line_discount_changed':
      return t('fromTo', {
        before: valueOf(before.maxLineDiscount, 'discount'),
        after: valueOf(after.maxLineDiscount, 'discount'),
      });
    case 'role.created':
      return t('permissionCount', { count: countOf(after.permissionIds) });
    case 'user.invited':
      return typeof after.email === 'string' ? after.email : '';
    case 'dealer.status_changed':
      return t('fromTo', { before: status(before.status), after: status(after.status) });
    case 'dealer.created':
      return typeof after.name === 'string' ? after.name : '';
    case 'dealer.account_changed':
      return dealerAccountFields
        .filter((field) => field in after && before[field] !== after[field])
        .map((field) =>
          t('fieldChange', {
            field: t(`fields.${field}`),
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
          t('fieldChange', {
            field: t(`contactFields.${field}`),
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
        t('merged', { name: textOf(merged.name) }),
        ...customerChanges(before, after, t),
        ...(records > 0 ? [t('recordsMoved', { count: records })] : []),
      ].join('; ');
    }
    case 'list.exported': {
      const list = exportLists.find((name) => name === after.list);
      const values = {
        list: list ? t(`lists.${list}`) : textOf(after.list),
        rows: Number(after.rows) || 0,
      };
      return after.completed === false ? t('exportedCut', values) : t('exported', values);
    }
    case 'list.imported': {
      const list = exportLists.find((name) => name === after.list);
      return t('imported', {
        list: list ? t(`lists.${list}`) : textOf(after.list),
        file: textOf(after.file),
        rows: Number(after.rows) || 0,
      });
    }
    case 'family.created':
    case 'model.created':
    case 'option_group.created':
    case 'option.created':
      return [textOf(after.code), nameIn(after.names, language)].filter((part) => part !== '—').join(' ');
    case 'family.changed':
    case 'model.changed':
    case 'option_group.changed':
    case 'option.changed':
      return fieldChanges(t, before, after, catalogueFields, 'catalogueFields', (field, value) =>
        catalogueValueOf(field, value, t, language),
      );
    case 'dealer.price_rule_created':
      return ruleText(after, t);
    case 'dealer.price_rule_deleted':
      return ruleText(before, t);
    case 'dealer.price_list_changed': {
      // `{ priceList: { id, names } | null }`: null is the list price (issue 43).
      const list = (side: Record<string, unknown>) => {
        const names = (side.priceList as { names?: Partial<Record<string, unknown>> } | null | undefined)
          ?.names;
        const name = names?.[language] ?? names?.en;
        return typeof name === 'string' ? name : t('listPrice');
      };
      return t('fieldChange', {
        field: t('priceList'),
        before: list(before),
        after: list(after),
      });
    }
    case 'dealer.price_rule_changed':
      return fieldChanges(t, before, after, ruleFields, 'ruleFields', (field, value) =>
        ruleValueOf(field, value, t),
      );
    default:
      return '';
  }
}

/** Each of `fields` that a change recorded, with its values before and after, in the trail's words. */
function fieldChanges<F extends (typeof catalogueFields)[number] | (typeof ruleFields)[number]>(
  t: TFunction<TrailTexts>,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: readonly F[],
  labels: 'catalogueFields' | 'ruleFields',
  value: (field: F, value: unknown) => string,
): string {
  return fields
    .filter((field) => field in after)
    .map((field) =>
      t('fieldChange', {
        field: t(`${labels}.${field}` as 'catalogueFields.code'),
        before: value(field, before[field]),
        after: value(field, after[field]),
      }),
    )
    .join('; ');
}

/** A name kept in the three languages, in the reader's (English when it has none). */
const nameIn = (value: unknown, language: string) => {
  if (!value || typeof value !== 'object') return '—';
  const names = value as Record<string, unknown>;
  return textOf(names[language] ?? names.en);
};

/** A catalogue row's fields as its trail records them (issue 43), in the order they show. */
const catalogueFields = [
  'code',
  'names',
  'familyId',
  'groupId',
  'leafCount',
  'hands',
  'swings',
  'sizeRule',
  'required',
  'multiple',
  'models',
  'excludes',
  'requires',
  'maxWidth',
  'maxHeight',
  'note',
  'active',
] as const;

/** A size range as recorded: `700–900`. */
const rangeOf = (value: unknown) => {
  const range = (value ?? {}) as { min?: unknown; max?: unknown };
  return `${String(range.min ?? '?')}–${String(range.max ?? '?')}`;
};

/** A catalogue row's field in the trail: shown or hidden, yes or no, a name, sizes, lists of ids. */
function catalogueValueOf(
  field: (typeof catalogueFields)[number],
  value: unknown,
  t: TFunction<TrailTexts>,
  language: string,
): string {
  if (value === null || value === undefined) return field === 'models' ? t('everyModel') : '—';
  switch (field) {
    case 'active':
      return value ? t('shown') : t('hidden');
    case 'required':
    case 'multiple':
      return value ? t('yes') : t('no');
    case 'names':
      return nameIn(value, language);
    case 'note':
      return nameIn((value as { names?: unknown }).names, language);
    case 'leafCount':
      return isOneOf(value, leafCounts) ? t(`leafCounts.${value}`) : textOf(value);
    case 'hands':
    case 'swings':
      return Array.isArray(value)
        ? value
            .map((entry) =>
              isOneOf(entry, doorHands)
                ? t(`hands.${entry}`)
                : isOneOf(entry, doorSwings)
                  ? t(`swings.${entry}`)
                  : String(entry),
            )
            .join(', ')
        : '—';
    case 'sizeRule': {
      const rule = value as { width?: unknown; height?: unknown };
      return t('sizes', { width: rangeOf(rule.width), height: rangeOf(rule.height) });
    }
    case 'models':
    case 'excludes':
    case 'requires':
      return Array.isArray(value) ? t('count', { count: value.length }) : '—';
    default:
      return customerValueOf(typeof value === 'number' ? String(value) : value);
  }
}

const isOneOf = <T extends string>(value: unknown, values: readonly T[]): value is T =>
  values.includes(value as T);

/** A dealer's price rule's fields as its dealer's trail records them (issue 43). */
const ruleFields = [
  'target',
  'targetId',
  'kind',
  'value',
  'validFrom',
  'validTo',
  'minQuantity',
  'note',
] as const;

/** A rule's field in the trail: its target and kind in words, a date or a dash. */
function ruleValueOf(field: (typeof ruleFields)[number], value: unknown, t: TFunction<TrailTexts>): string {
  if (value === null || value === undefined || value === '') return '—';
  switch (field) {
    case 'target':
      return isOneOf(value, priceRuleTargets) ? t(`ruleTargets.${value}`) : textOf(value);
    case 'kind':
      return isOneOf(value, priceRuleKinds) ? t(`ruleKinds.${value}`) : textOf(value);
    case 'targetId':
      return `#${String(value as number)}`;
    default:
      return customerValueOf(typeof value === 'number' ? String(value) : value);
  }
}

/** A rule made or deleted, in one line: `Model #3; 10% off`, its days, note and quantity when it has them. */
function ruleText(rule: Record<string, unknown>, t: TFunction<TrailTexts>): string {
  const target =
    rule.target === 'all' || rule.targetId === null || rule.targetId === undefined
      ? ruleValueOf('target', rule.target, t)
      : `${ruleValueOf('target', rule.target, t)} ${ruleValueOf('targetId', rule.targetId, t)}`;
  const value = ruleValueOf('value', rule.value, t);
  return [
    target,
    rule.kind === 'net' ? t('netPrice', { value }) : t('percentOff', { value }),
    ...ruleFields
      .filter((field) => (field === 'validFrom' || field === 'validTo' || field === 'note') && rule[field])
      .map((field) => `${t(`ruleFields.${field}`)}: ${ruleValueOf(field, rule[field], t)}`),
    ...(Number(rule.minQuantity) > 1
      ? [`${t('ruleFields.minQuantity')}: ${String(rule.minQuantity as number)}`]
      : []),
  ].join('; ');
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
  t: TFunction<TrailTexts>,
): string[] {
  return customerFields
    .filter((field) => field in after)
    .map((field) =>
      t('fieldChange', {
        field: t(`customerFields.${field}`),
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

/** A page of a trail, as every trail's endpoint answers it. */
type AuditPage = ResponseOf<Endpoints['userAudit']>;

/** The query of one subject's trail at a page, as the subject's feature reads it. */
export type TrailQuery = (
  query: AuditQuery,
) => UseQueryOptions<AuditPage, Error, AuditPage, readonly unknown[]>;

/** One subject's audit trail, newest first, paged: `trail` reads a page of it. */
export function AuditTrail({ trail: trailOf }: { trail: TrailQuery }) {
  const { t, i18n } = useTranslation('trail');
  const paging = useLocalPaging();
  const trail = useQuery(trailOf({ page: paging.page, limit: paging.limit }));
  const names = useAccessNames();
  const columns = useMemo(() => {
    const c = col<AuditEvent>;
    return [
      c('when', t('when'), (event) => <DateCell value={event.createdAt} />),
      c('who', t('who'), (event) => event.actor?.name ?? t('bySystem')),
      c('what', t('what'), (event) => t(`actions.${event.action}`)),
      // What changed may be a long sentence (several fields of a customer): it wraps.
      c('change', t('change'), (event) => (
        <Wrap long>{describeChange(event, t, names, i18n.language) || '—'}</Wrap>
      )),
    ];
  }, [t, names, i18n.language]);
  return (
    <ListTable
      aria-label={t('title')}
      columns={columns}
      query={trail}
      paging={paging}
      pager="several-pages"
      skeletonRows={3}
      emptyText={t('empty')}
    />
  );
}
