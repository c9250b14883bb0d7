import { search } from '../../domain/search/search.js';
import { bindArea } from '../bind.js';
import { routeModule } from '../route-modules.js';

/** The one search box (issue 27; docs/search.md): its groups are the caller's by `searchAccess`. */
export default routeModule((app, context) => {
  bindArea(app, context, 'search', {
    search: ({ user, scope, query }) => search(context.database.db, user, scope, query),
  });
});
