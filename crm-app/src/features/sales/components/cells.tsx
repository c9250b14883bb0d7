import type { CurrentUser, SubOrderRow } from '@doorline/api-client';
import { LinkCell } from '@doorline/design-system';
import { dateCol } from '@/components/list/columns';
import { Wrap } from '@/components/list/wrap';
import { formatDay } from '@/lib/dates';
import { mayOpen } from '@/lib/page-access';
import { col, type Column } from '@/components/table/columns';
import type { TFunction } from '@/lib/i18n';

type Ref = { id: number; name: string } | null;

/**
 * Which of a row's dealer and salesman the user may open (lib/page-access.ts): a link is shown only
 * to someone who may open what it leads to; anyone else sees the name as plain text.
 */
export interface PartyLinks {
  /** The organization's page of a dealer, or a dealer user's own `/dealer/profile`; null for none. */
  dealer: ((id: number) => string) | null;
  salesman: boolean;
}

export function partyLinksFor(user: CurrentUser | undefined): PartyLinks {
  const dealer =
    user?.type === 'organization'
      ? mayOpen(user, 'dealers')
        ? (id: number) => `/organization/dealers/${id}/profile`
        : null
      : mayOpen(user, 'ownDealer')
        ? () => '/dealer/profile'
        : null;
  return { dealer, salesman: mayOpen(user, 'users') };
}

/** The dealer's name, a link to its profile for whom may open it. */
export function DealerCell({ dealer, href }: { dealer: Ref; href: PartyLinks['dealer'] }) {
  if (!dealer) return <>—</>;
  if (!href) return <>{dealer.name}</>;
  return <LinkCell href={href(dealer.id)}>{dealer.name}</LinkCell>;
}

/** The salesman; for users who may open users, a link to the dealer user or organization user by type. */
export function SalesmanCell({
  user,
  dealer,
  asLink,
  dealerLinks,
}: {
  user: SubOrderRow['user'];
  dealer: Ref;
  asLink: boolean;
  /** Whether the user may open dealers' pages too. */
  dealerLinks: boolean;
}) {
  if (!user) return <>—</>;
  if (!asLink) return <>{user.name}</>;
  // A dealer user's page sits under the dealer's (both guards apply).
  if (user.type === 'dealer' && dealer && dealerLinks)
    return <LinkCell href={`/organization/dealers/${dealer.id}/users/${user.id}`}>{user.name}</LinkCell>;
  if (user.type === 'organization')
    return <LinkCell href={`/organization/users/${user.id}/profile`}>{user.name}</LinkCell>;
  return <>{user.name}</>;
}

/** A calendar day (`YYYY-MM-DD`, the requested date) as the ru-RU tables show dates: `05.11.2026`. */
export function DayCell({ value }: { value: string | null }) {
  const day = formatDay(value);
  return value && day ? <time dateTime={value}>{day}</time> : <>—</>;
}

/** What every sales list row tells of who sold it and when. */
type PartyAndDates = Pick<SubOrderRow, 'dealer' | 'user' | 'requestedDate' | 'createdAt' | 'updatedAt'>;

/** The last columns of every sales list: dealer, salesman, requested date, created and updated. */
export function partyAndDateColumns<T extends PartyAndDates>(
  t: TFunction<'sales'>,
  links: PartyLinks,
): Column<T>[] {
  const c = col<T>;
  return [
    c('dealer', t('salesLists.dealer'), (row) => (
      <Wrap>
        <DealerCell dealer={row.dealer} href={links.dealer} />
      </Wrap>
    )),
    c('salesman', t('salesLists.salesman'), (row) => (
      <Wrap>
        <SalesmanCell
          user={row.user}
          dealer={row.dealer}
          asLink={links.salesman}
          dealerLinks={!!links.dealer}
        />
      </Wrap>
    )),
    c('requested', t('salesLists.requested'), (row) => <DayCell value={row.requestedDate} />),
    dateCol<T>('created', t('salesLists.created'), (row) => row.createdAt),
    dateCol<T>('updated', t('salesLists.updated'), (row) => row.updatedAt),
  ];
}

/** The dealer a list is filtered by, named from its rows when one of them has it. */
export function dealerNameIn(rows: readonly PartyAndDates[], dealerId: number | undefined) {
  return rows.find((row) => row.dealer && row.dealer.id === dealerId)?.dealer?.name;
}
