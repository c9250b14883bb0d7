// The demo's quotes use the demo catalogue (issue 43: "demo quotes that use it"). Once the demo is
// seeded, the first line of every other draft quote becomes one of the demo's doors, priced as adding
// a door prices it: by the one pricing function, from the version in force, for the quote's dealer
// (its rules). The seed (`db/`) cannot price a door (the pricing is the domain's), so this runs
// right after it, when the server prepares a database it has just filled with the demo.
import { demoConfigurationIn, demoConfigurations } from '../../db/demo-catalogue.js';
import type { Db } from '../../db/index.js';
import { firstItemsOfDrafts } from '../../db/queries/demo-doors.js';
import { updateItemValues } from '../../db/queries/reprice.js';
import { ORGANIZATION_WIDE } from '../../db/queries/scope.js';
import { readCatalogue } from './catalogue.js';
import { doorValuesOf } from './door-values.js';
import { dealerPricingFor } from './price-rules.js';

/** Makes the first line of every other draft quote a configured door; answers how many it made. */
export async function configureDemoQuotes(db: Db, at: Date): Promise<number> {
  const catalogue = await readCatalogue(db);
  const lines = (await firstItemsOfDrafts(db)).filter((_, index) => index % 2 === 0);
  let made = 0;
  // Each line on its own: the demo was just seeded, and a door that is not made stops the server.
  for (const [index, line] of lines.entries()) {
    const demo = demoConfigurations[index % demoConfigurations.length]!;
    const configuration = demoConfigurationIn(catalogue, demo);
    const pricing = await dealerPricingFor(db, ORGANIZATION_WIDE, line.orderId, line.itemId);
    const door = await doorValuesOf(db, ORGANIZATION_WIDE, configuration, at, pricing);
    // The demo's doors are valid (demo-catalogue.test.ts): one that is not is the demo's defect.
    if (!door.values)
      throw new Error(`The demo door ${demo.model} is not made: ${JSON.stringify(door.errors)}`);
    await updateItemValues(db, line.itemId, door.values, at);
    made++;
  }
  return made;
}
