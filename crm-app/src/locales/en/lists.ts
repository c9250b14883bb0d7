/** The shared list frame (components/list/): pager, empty and error texts of every table. */
const lists = {
  list: {
    empty: 'No data to display',
    loadFailed: 'Could not load the list.',
    retry: 'Retry',
    show: 'Show',
    hide: 'Hide',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {{page}}',
    pagination: 'Pagination',
    /** A sortable column's header (issue 27): what pressing it does. */
    sortBy: 'Sort by {{column}}',
    /** The list's CSV export (issue 28): the button, and its failure. */
    exportCsv: 'Export CSV',
    exportFailed: 'Could not export the list.',
    /** The column chooser over a list (issue 40): shows and hides its columns. */
    columns: 'Columns',
  },
  lookup: {
    noOptions: 'No options found.',
    loading: 'Loading...',
    loadingMore: 'Loading more...',
    loadFailed: 'Something went wrong',
    showSuggestions: 'Show suggestions',
  },
  /** The customer picker of the quote forms (issue 42). */
  customerLookup: {
    label: 'Customer',
    placeholder: 'Search customers',
    hint: 'Picking a customer fills in the contacts below.',
    create: 'Create customer “{{name}}”',
    createFailed: 'The customer could not be created.',
  },
  filters: {
    search: 'Search',
    clearSearch: 'Clear search',
    clear: 'Clear',
  },
};

export default lists;
