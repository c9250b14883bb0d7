/* Every sales list page in one module, so that the router names it once (like record-pages.ts):
   each import() in the router costs the login page a list of the chunks it needs, and the lists
   share nearly all their code anyway. */
export { QuotesPage } from './quotes';
export { PreOrdersPage } from './pre-orders';
export { OrdersPage } from './orders';
export { OrderItemsPage } from './order-items';
export { ProductionPage, WarehousePage, HoldPage } from './sub-stage-pages';
