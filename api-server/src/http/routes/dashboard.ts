import { dashboard } from '../../domain/dashboard.js';
import { bindArea } from '../bind.js';
import { routeModule } from '../route-modules.js';

/** Home (issue 27; docs/dashboard.md): the caller's numbers, queues and latest changes. */
export default routeModule((app, context) => {
  const { database, config } = context;
  bindArea(app, context, 'dashboard', {
    dashboard: async ({ user, scope }) => ({ data: await dashboard(database.db, user, scope, config.now()) }),
  });
});
