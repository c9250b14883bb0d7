import {
  DEALER_PRICE_LIST_SAVED,
  PRICE_LIST_CREATED,
  PRICE_RULE_DELETED,
  PRICE_RULE_SAVED,
} from '@doorline/api-client';
import { changeRule, createRule, dealerRules, removeRule } from '../../domain/prices/price-rules.js';
import { createPriceList, setDealerPriceList } from '../../domain/prices/dealer-lists.js';
import { bindArea } from '../bind.js';
import { routeModule } from '../route-modules.js';

/**
 * Dealers' discount rules (issue 43, part 4b): a dealer's rules in the order they apply, and their
 * writes. Each entry's access is the contract's (`priceRuleAccess`); the scope keeps a dealer user to
 * their own dealer's rules (another dealer's answers 404).
 */
export default routeModule((app, context) => {
  const { database, config } = context;
  const db = database.db;
  bindArea(app, context, 'priceRules', {
    dealerPriceRules: async ({ scope, params }) => ({ data: await dealerRules(db, scope, params.id) }),
    createPriceRule: async ({ user, scope, params, body }) => ({
      message: PRICE_RULE_SAVED,
      data: await createRule(db, user, scope, params.id, body, config.now()),
    }),
    changePriceRule: async ({ user, scope, params, body }) => ({
      message: PRICE_RULE_SAVED,
      data: await changeRule(db, user, scope, params.id, body, config.now()),
    }),
    deletePriceRule: async ({ user, scope, params }) => {
      await removeRule(db, user, scope, params.id, config.now());
      return { message: PRICE_RULE_DELETED };
    },
    createPriceList: async ({ user, body }) => ({
      message: PRICE_LIST_CREATED,
      data: await createPriceList(db, user, body, config.now()),
    }),
    setDealerPriceList: async ({ user, scope, params, body }) => ({
      message: DEALER_PRICE_LIST_SAVED,
      data: await setDealerPriceList(db, user, scope, params.id, body, config.now()),
    }),
  });
});
