// The seeded roles and permissions by key, in the reader's language (docs/permissions.md). The
// English texts are the contract's catalog (`api-client/src/contract/catalog.ts`), held to it by
// `lib/access-names.test.ts`; a role an administrator creates keeps its own name.
const access = {
  roleNames: {
    administrator: { name: 'Administrator', description: 'Every organization permission' },
    sales_manager: { name: 'Sales manager', description: 'Dealers, quotes and their approval' },
    production_manager: { name: 'Production manager', description: 'Production and warehouse' },
    dealer_admin: { name: 'Dealer admin', description: 'Every dealer permission' },
    dealer_salesman: { name: 'Dealer salesman', description: 'Quotes of the own dealer' },
  },
  permissionNames: {
    organization: {
      users: {
        read: {
          name: 'View users',
          description: 'List and open users of the organization and of every dealer',
        },
        invite: { name: 'Invite users', description: 'Invite users (organization or dealer), reinvite' },
        approve: { name: 'Approve users', description: 'Approve users pending approval' },
        manage: { name: 'Manage users', description: "Change a user's role; suspend, block, reactivate" },
      },
      roles: {
        read: { name: 'View roles', description: 'List roles and permissions' },
        manage: {
          name: 'Manage roles',
          description: "Create roles, change a role's permissions, activate or deactivate",
        },
      },
      dealers: {
        read: { name: 'View dealers', description: 'List and open dealers' },
        manage: {
          name: 'Manage dealers',
          description: 'Create dealers, change their profile, contacts and discount',
        },
      },
      orders: {
        read: {
          name: 'View orders',
          description: "See every dealer's quotes, pre-orders, orders and sub-orders",
        },
        write: {
          name: 'Edit orders',
          description: 'Create quotes for any dealer, edit them, add items, assign a dealer, submit',
        },
        approve: { name: 'Approve orders', description: 'Approve, reject, confirm and cancel' },
      },
      production: {
        manage: { name: 'Manage production', description: 'Start production, complete, hold, unhold' },
      },
      warehouse: { manage: { name: 'Manage warehouse', description: 'Send to warehouse, deliver' } },
      customers: {
        read: {
          name: 'View customers',
          description: "List and open every dealer's customers and the organization's own",
        },
        write: {
          name: 'Edit customers',
          description: 'Create customers for any dealer or the organization, change them',
        },
        merge: {
          name: 'Merge customers',
          description: 'See possible duplicates of any dealer and merge two customers into one',
        },
        import: {
          name: 'Import customers',
          description: 'Import customers for any dealer or the organization from a CSV or XLSX file',
        },
      },
      prices: {
        read: {
          name: 'View prices',
          description: 'See the door catalogue, the price lists and their versions, and price a door',
        },
        manage: {
          name: 'Manage prices',
          description: 'Draft price versions, change their tables and option prices, publish them',
        },
        rules: {
          name: "Manage dealers' price rules",
          description:
            'Give dealers discount rules: a percentage or a net price, with dates and a minimum quantity',
        },
      },
    },
    dealer: {
      dealer: {
        profile: {
          name: 'Edit dealer profile',
          description: "Change the own dealer's profile and contacts (not its discount)",
        },
        users: { name: 'Dealer users', description: "List the own dealer's users, invite users to it" },
      },
      orders: {
        read: { name: 'View dealer orders', description: "See the own dealer's records" },
        write: {
          name: 'Edit dealer orders',
          description: 'Create quotes for the own dealer, edit them, add items, submit',
        },
        confirm: {
          name: 'Confirm pre-orders',
          description: "Confirm or cancel the own dealer's approved pre-orders",
        },
      },
      customers: {
        read: { name: 'View dealer customers', description: "List and open the own dealer's customers" },
        write: {
          name: 'Edit dealer customers',
          description: "Create the own dealer's customers, change them",
        },
        merge: {
          name: 'Merge dealer customers',
          description: "See the own dealer's possible duplicates and merge two customers into one",
        },
        import: {
          name: 'Import dealer customers',
          description: "Import the own dealer's customers from a CSV or XLSX file",
        },
      },
      prices: {
        read: {
          name: 'View dealer prices',
          description: 'See the door catalogue and the published list prices, and price a door',
        },
      },
    },
  },
};

export default access;
