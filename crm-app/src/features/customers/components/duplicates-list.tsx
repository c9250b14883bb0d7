import type { CurrentUser, Customer } from '@doorline/api-client';
import {
  Button,
  DateCell,
  EmptyState,
  Inline,
  LinkCell,
  Stack,
  StatusBadge,
  Text,
  toast,
} from '@doorline/design-system';
import { useMemo, type ReactNode } from 'react';
import { ConfirmedActions } from '@/components/confirmed-actions';
import { EmailText } from '@/components/list/email-text';
import { FilterBar } from '@/components/list/filter-bar';
import { ListTable } from '@/components/list/list-table';
import * as listStyles from '@/components/list/list.css';
import { Wrap } from '@/components/list/wrap';
import { col, type Column } from '@/components/table/columns';
import { useMe } from '@/lib/auth';
import { explainError } from '@/lib/errors';
import { useTranslation, type TFunction } from '@/lib/i18n';
import { dealerPagePath } from '@/lib/page-links';
import { useUrlListParams } from '@/lib/use-list-params';
import { duplicatesQueryOf, useCustomerDuplicates, type DuplicateRow } from '../api/get-customer-duplicates';
import { useMarkNotDuplicate } from '../api/mark-not-duplicate';
import { customerPath } from '../lib/paths';
import { DealerFilter } from './dealer-filter';

type CustomersT = TFunction<readonly ['customers', 'common']>;

/** One labelled line of a customer's cell: what a value is, for a screen reader as for the eye. */
function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span>
      <Text as="span" size="sm" tone="muted">
        {label}
      </Text>{' '}
      {children}
    </span>
  );
}

/** A customer of a pair: its name (to its page), e-mail, phone, mobile, city and creation. */
function CustomerCell({ customer, t }: { customer: Customer; t: CustomersT }) {
  return (
    <Wrap wide>
      <Stack gap="xxs">
        <LinkCell href={customerPath(customer.id)}>{customer.name}</LinkCell>
        <Line label={t('duplicates.email')}>
          {customer.email ? <EmailText email={customer.email} /> : '—'}
        </Line>
        <Line label={t('duplicates.phone')}>{customer.phone ?? '—'}</Line>
        <Line label={t('duplicates.mobile')}>{customer.mobile ?? '—'}</Line>
        <Line label={t('duplicates.city')}>{customer.address.city || '—'}</Line>
        <Line label={t('duplicates.created')}>
          <DateCell value={customer.createdAt} />
        </Line>
      </Stack>
    </Wrap>
  );
}

/**
 * "Not a duplicate" on a pair, after a confirm dialog: the pair leaves the list (the server keeps the
 * mark while the two stay alike).
 */
function NotDuplicateAction({ pair }: { pair: readonly [Customer, Customer] }) {
  const { t } = useTranslation(['customers', 'common']);
  const mark = useMarkNotDuplicate();
  const names = { older: pair[0].name, newer: pair[1].name };
  return (
    <ConfirmedActions
      actions={['notDuplicate'] as const}
      label={() => t('duplicates.notDuplicate')}
      isCritical={() => false}
      chooser={(choose) => (
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('duplicates.notDuplicatePair', names)}
          onPress={() => choose('notDuplicate')}
        >
          {t('duplicates.notDuplicate')}
        </Button>
      )}
      confirm={() => ({
        title: t('duplicates.notDuplicateTitle', names),
        description: t('duplicates.notDuplicateText'),
      })}
      strings={{
        confirm: t('duplicates.notDuplicate'),
        cancel: t('duplicates.cancel'),
        pending: t('duplicates.marking'),
      }}
      onConfirm={async () => {
        try {
          await mark.mutateAsync({ id: pair[1].id, duplicateId: pair[0].id });
          toast.success(t('duplicates.markedNotDuplicate'));
        } catch (error) {
          toast.error(explainError(t, error, t('duplicates.markFailed'), { preferFallback: true }));
          throw error;
        }
      }}
    />
  );
}

function columnsFor(
  t: CustomersT,
  me: CurrentUser | undefined,
  onMerge: (pair: readonly [Customer, Customer]) => void,
): Column<DuplicateRow>[] {
  const c = col<DuplicateRow>;
  // A dealer user's pairs are their own dealer's: no column says so.
  const showDealer = me?.type === 'organization';
  return [
    c('older', t('duplicates.older'), (row) => <CustomerCell customer={row.pair[0]} t={t} />),
    c('newer', t('duplicates.newer'), (row) => <CustomerCell customer={row.pair[1]} t={t} />),
    ...(showDealer
      ? [
          c('dealer', t('customerList.dealer'), (row) => {
            const dealer = row.pair[0].dealer;
            if (!dealer) return t('customerList.organization');
            const href = dealerPagePath(me, dealer.id);
            return <Wrap>{href ? <LinkCell href={href}>{dealer.name}</LinkCell> : dealer.name}</Wrap>;
          }),
        ]
      : []),
    c('reasons', t('duplicates.reasons'), (row) => (
      <Inline gap="xs">
        {row.reasons.map((reason) => (
          <StatusBadge key={reason} tone="warning" label={t(`duplicates.reason.${reason}`)} />
        ))}
      </Inline>
    )),
    c('actions', t('duplicates.actions'), (row) => (
      <Inline gap="xs">
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('duplicates.mergePair', { older: row.pair[0].name, newer: row.pair[1].name })}
          onPress={() => onMerge(row.pair)}
        >
          {t('merge.merge')}
        </Button>
        <NotDuplicateAction pair={row.pair} />
      </Inline>
    )),
  ];
}

/**
 * The possible duplicates (issue 42): a row per pair of one dealer's customers that may be one, the
 * older and the newer side by side (name to its page, e-mail, phone, mobile, city, created), the
 * dealer (the organization's list, which may filter by it), why they may be one, and Merge; paged in
 * the URL as every list.
 */
export function DuplicatesList({ onMerge }: { onMerge: (pair: readonly [Customer, Customer]) => void }) {
  const { t } = useTranslation(['customers', 'common']);
  const me = useMe().data;
  const showDealer = me?.type === 'organization';
  const { list, paging, setFilter, clear } = useUrlListParams(duplicatesQueryOf);
  // A dealer user's pairs are their own dealer's whatever the address says.
  const query = showDealer ? list : { page: list.page, limit: list.limit };
  const duplicates = useCustomerDuplicates(query);
  const columns = useMemo(() => columnsFor(t, me, onMerge), [t, me, onMerge]);
  const hasFilters = query.dealerId !== undefined;

  return (
    <div className={listStyles.list}>
      {showDealer ? (
        <FilterBar hasFilters={hasFilters} onClear={clear}>
          <DealerFilter
            dealerId={query.dealerId}
            knownName={
              duplicates.data?.data.find((row) => row.pair[0].dealer?.id === query.dealerId)?.pair[0].dealer
                ?.name
            }
            onChange={(dealerId) => setFilter({ dealerId })}
          />
        </FilterBar>
      ) : null}
      <ListTable
        aria-label={t('duplicates.title')}
        columns={columns}
        // Nothing pinned: the two customers side by side are the row, and a phone scrolls to the
        // newer one and to Merge rather than keep half its width for the older.
        pinned={{}}
        query={duplicates}
        paging={paging}
        emptyText={
          <EmptyState
            title={hasFilters ? t('duplicates.noMatch') : t('duplicates.empty')}
            description={t('duplicates.emptyText')}
            headingLevel={2}
          />
        }
      />
    </div>
  );
}
