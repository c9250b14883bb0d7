import { QUOTE_REPRICED } from '@doorline/api-client';
import { repricePreview, repriceQuote } from '../../domain/prices/reprice.js';
import { bindArea } from '../bind.js';
import { routeModule } from '../route-modules.js';

/**
 * Re-pricing a quote to today's list (issue 43, part 5): the difference line by line, then the
 * explicit apply of the version it showed. Each entry's access is the contract's (`recordAccess.write`,
 * the rule of adding an item); the scope keeps a dealer user to its own dealer's quotes.
 */
export default routeModule((app, context) => {
  const { database, config } = context;
  const db = database.db;
  bindArea(app, context, 'reprice', {
    repricePreview: async ({ user, scope, params }) => ({
      data: await repricePreview(db, user, scope, params.id, config.now()),
    }),
    repriceQuote: async ({ user, scope, params, body }) => ({
      message: QUOTE_REPRICED,
      data: await repriceQuote(db, user, scope, params.id, body, config.now()),
    }),
  });
});
