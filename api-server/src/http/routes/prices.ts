import {
  DOOR_ADDED,
  LINE_DISCOUNT_SET,
  PRICE_SAVED,
  PRICE_VERSION_CREATED,
  PRICE_VERSION_DELETED,
  PRICE_VERSION_PUBLISHED,
  QUOTE_COPIED,
  ROLE_LINE_DISCOUNT_SET,
} from '@doorline/api-client';
import { readCatalogue } from '../../domain/prices/catalogue.js';
import { checkPrice } from '../../domain/prices/check.js';
import { copyQuote } from '../../domain/prices/copy-quote.js';
import { addDoor, itemDoor } from '../../domain/prices/doors.js';
import { setItemDiscount, setRoleLineDiscount } from '../../domain/prices/line-discount.js';
import {
  createDraft,
  deleteVersion,
  priceListsOf,
  publishVersion,
  setModelPrice,
  setOptionPrice,
  versionDetails,
} from '../../domain/prices/versions.js';
import { bindArea } from '../bind.js';
import { routeModule } from '../route-modules.js';

/**
 * The door catalogue and its prices (issue 43, part 2): the catalogue, the price lists and their
 * versions, a draft's prices, publishing and deleting a draft, and a configuration's check and
 * price. Each entry's access is the contract's (`priceAccess`); the scope keeps a dealer user to
 * published versions.
 */
export default routeModule((app, context) => {
  const { database, config } = context;
  const db = database.db;
  bindArea(app, context, 'prices', {
    priceCatalogue: async () => ({ data: await readCatalogue(db) }),
    priceLists: async ({ scope }) => ({ data: await priceListsOf(db, scope, config.now()) }),
    priceVersion: async ({ scope, params }) => ({
      data: await versionDetails(db, scope, params.id, config.now()),
    }),
    createPriceVersion: async ({ user, body }) => ({
      message: PRICE_VERSION_CREATED,
      data: await createDraft(db, user, body, config.now()),
    }),
    setModelPrice: async ({ params, body }) => ({
      message: PRICE_SAVED,
      data: await setModelPrice(db, params.id, params.modelId, body, config.now()),
    }),
    setOptionPrice: async ({ params, body }) => ({
      message: PRICE_SAVED,
      data: await setOptionPrice(db, params.id, params.optionId, body, config.now()),
    }),
    publishPriceVersion: async ({ user, params, body }) => ({
      message: PRICE_VERSION_PUBLISHED,
      data: await publishVersion(db, user, params.id, body, config.now()),
    }),
    deletePriceVersion: async ({ user, params }) => {
      await deleteVersion(db, user, params.id, config.now());
      return { message: PRICE_VERSION_DELETED };
    },
    checkConfiguration: async ({ scope, body }) => ({
      data: await checkPrice(db, scope, body, config.now()),
    }),
    // A configured door on a quote (part 3): added as `POST /items` adds an item, read back whole.
    addDoor: async ({ scope, params, body }) => ({
      message: DOOR_ADDED,
      data: await addDoor(db, scope, params.id, body, config.now()),
    }),
    itemDoor: async ({ scope, params }) => ({ data: await itemDoor(db, scope, params.id) }),
    // A whole quote copied into a new one at today's prices (part 5), answered as Create Quote answers.
    copyQuote: async ({ user, scope, params }) => ({
      message: QUOTE_COPIED,
      data: await copyQuote(db, user, scope, params.id, config.now()),
    }),
    // A line's discount by hand and a role's maximum (part 4); above it the approve step asks more.
    setItemDiscount: async ({ user, scope, params, body }) => ({
      message: LINE_DISCOUNT_SET,
      data: await setItemDiscount(db, user, scope, params.id, body, config.now()),
    }),
    setRoleLineDiscount: async ({ user, params, body }) => ({
      message: ROLE_LINE_DISCOUNT_SET,
      data: await setRoleLineDiscount(db, user, params.id, body, config.now()),
    }),
  });
});
