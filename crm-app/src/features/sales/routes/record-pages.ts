/* Every page of a quote or an order in one module, so that the router names it once: each
   import() in the router costs the login page a list of the chunks it needs. The comments tab, whose
   form shows at once, is its own route module (signed-in-routes.tsx), so that the other tabs do not
   load the form library. */
export { QuoteLayout } from './quote-layout';
export { OrderLayout } from './order-layout';
export { DetailsPage } from './details';
export { ItemsPage } from './items';
export { SubOrdersPage } from './sub-orders';
export { FilesPage } from './files';
