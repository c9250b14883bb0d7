/* Every page of a quote or an order in one module, so that the router names it once: each
   import() in the router costs the login page a list of the chunks it needs. */
export { QuoteLayout } from './quote-layout';
export { OrderLayout } from './order-layout';
export { DetailsPage } from './details';
export { ItemsPage } from './items';
export { SubOrdersPage } from './sub-orders';
export { CommentsPage } from './comments';
export { FilesPage } from './files';
