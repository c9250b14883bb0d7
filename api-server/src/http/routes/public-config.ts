import { devOutbox } from '../../domain/messages/outbox.js';
import { bindArea } from '../bind.js';
import { routeModule } from '../route-modules.js';

/** `GET /config` for the screens, and the development outbox (demo mode only, else 404). */
export default routeModule((app, context) => {
  const { config, database } = context;
  bindArea(app, context, 'publicConfig', {
    config: async () => ({
      data: {
        googleClientId: config.googleClientId,
        outbox: config.demoData,
        currency: config.company.currency,
      },
    }),
    devOutbox: () => devOutbox(database.db, config.demoData),
  });
});
