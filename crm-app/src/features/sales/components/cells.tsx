import type { SubOrderRow } from '@doorline/api-client';
import { DateCell, LinkCell } from '@doorline/design-system';
import type { TFunction } from 'i18next';
import { Wrap } from '@/components/list/wrap';
import { col, type Column } from '../lib/columns';

type Ref = { id: number; name: string } | null;

/** The dealer's name, a link to its profile: the organization's page of it, a dealer user's own `/dealer/profile`. */
export function DealerCell({ dealer, isOrganization }: { dealer: Ref; isOrganization: boolean }) {
  if (!dealer) return <>—</>;
  return (
    <LinkCell href={isOrganization ? `/organization/dealers/${dealer.id}/profile` : '/dealer/profile'}>
      {dealer.name}
    </LinkCell>
  );
}

/** The salesman; for organization users a link to the dealer user or organization user by type. */
export function SalesmanCell({
  user,
  dealer,
  asLink,
}: {
  user: SubOrderRow['user'];
  dealer: Ref;
  asLink: boolean;
}) {
  if (!user) return <>—</>;
  if (!asLink) return <>{user.name}</>;
  if (user.type === 'dealer' && dealer)
    return <LinkCell href={`/organization/dealers/${dealer.id}/users/${user.id}`}>{user.name}</LinkCell>;
  if (user.type === 'organization')
    return <LinkCell href={`/organization/users/${user.id}/profile`}>{user.name}</LinkCell>;
  return <>{user.name}</>;
}

/** A calendar day (`YYYY-MM-DD`, the requested date) as the ru-RU tables show dates: `05.11.2026`. */
export function DayCell({ value }: { value: string | null }) {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!value || !match) return <>—</>;
  return <time dateTime={value}>{`${match[3]}.${match[2]}.${match[1]}`}</time>;
}

/** What every sales list row tells of who sold it and when. */
type PartyAndDates = Pick<SubOrderRow, 'dealer' | 'user' | 'requestedDate' | 'createdAt' | 'updatedAt'>;

/** The last columns of every sales list: dealer, salesman, requested date, created and updated. */
export function partyAndDateColumns<T extends PartyAndDates>(
  t: TFunction<'sales'>,
  isOrganization: boolean,
): Column<T>[] {
  const c = col<T>;
  return [
    c('dealer', t('salesLists.dealer'), (row) => (
      <Wrap>
        <DealerCell dealer={row.dealer} isOrganization={isOrganization} />
      </Wrap>
    )),
    c('salesman', t('salesLists.salesman'), (row) => (
      <Wrap>
        <SalesmanCell user={row.user} dealer={row.dealer} asLink={isOrganization} />
      </Wrap>
    )),
    c('requested', t('salesLists.requested'), (row) => <DayCell value={row.requestedDate} />),
    c('created', t('salesLists.created'), (row) => (
      <Wrap>
        <DateCell value={row.createdAt} />
      </Wrap>
    )),
    c('updated', t('salesLists.updated'), (row) => (
      <Wrap>
        <DateCell value={row.updatedAt} />
      </Wrap>
    )),
  ];
}

/** The dealer a list is filtered by, named from its rows when one of them has it. */
export function dealerNameIn(rows: readonly PartyAndDates[], dealerId: number | undefined) {
  return rows.find((row) => row.dealer && row.dealer.id === dealerId)?.dealer?.name;
}
