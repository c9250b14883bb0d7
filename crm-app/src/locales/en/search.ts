import { enTexts } from '@doorline/api-client';
/** The search palette (features/search; docs/search.md "The palette"): what it says and shows. */
const search = {
  searchPalette: {
    label: 'Search',
    placeholder: 'Search records, people, pages…',
    clear: 'Clear search',
    searching: 'Searching…',
    empty: 'Nothing found for “{{term}}”.',
    initialEmpty:
      'Type a transaction or reference number, a customer’s name, e-mail or phone, a dealer or a person.',
    /** One character typed: the pages and actions are filtered, the server is asked from two. */
    shortTerm: 'Type one more character to search records, customers, dealers and users.',
    capped: 'Many matches: the best of the first ones found are shown. Type more to narrow the search.',
    failed: 'The search could not be done. Check the connection and type again.',
    results_one: '{{count}} result',
    results_few: '{{count}} results',
    results_many: '{{count}} results',
    results_other: '{{count}} results',
    noResults: 'No results',
  },
  searchHints: {
    move: 'to move',
    open: 'to open',
    close: 'to close',
    enter: 'Enter',
    escape: 'Esc',
  },
  searchSections: {
    recent: 'Recent',
    records: 'Records',
    customers: 'Customers',
    dealers: 'Dealers',
    users: 'Users',
    pages: 'Pages',
    actions: 'Actions',
  },
  searchRecord: {
    /** A sub-order's description starts with its main order. */
    subOrderOf: 'Sub-order of {{number}}',
    reference: 'Ref. {{reference}}',
  },
  /** A record's stage on its badge (singular: the lists' and the menu's names are plural). */
  searchStage: enTexts.stage,
  searchActions: {
    newQuote: 'New quote',
    inviteUser: 'Invite user',
  },
};

export default search;
