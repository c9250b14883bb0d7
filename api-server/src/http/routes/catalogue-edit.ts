import {
  FAMILY_SAVED,
  MODEL_HIDDEN,
  MODEL_SAVED,
  MODEL_SHOWN,
  OPTION_GROUP_SAVED,
  OPTION_HIDDEN,
  OPTION_SAVED,
  OPTION_SHOWN,
} from '@doorline/api-client';
import {
  saveFamily,
  saveModel,
  saveOption,
  saveOptionGroup,
  setModelActive,
  setOptionActive,
} from '../../domain/prices/catalogue-edit.js';
import { bindArea } from '../bind.js';
import { routeModule } from '../route-modules.js';

/**
 * Editing the catalogue (issue 43, part 2): families, models, option groups and options created and
 * changed, a model or an option hidden and shown. Every entry's access is the contract's
 * (`priceAccess.managePrices`: the organization's `prices.manage`).
 */
export default routeModule((app, context) => {
  const db = context.database.db;
  bindArea(app, context, 'catalogueEdit', {
    createFamily: async ({ body }) => ({ message: FAMILY_SAVED, data: await saveFamily(db, body) }),
    changeFamily: async ({ params, body }) => ({
      message: FAMILY_SAVED,
      data: await saveFamily(db, body, params.id),
    }),
    createModel: async ({ body }) => ({ message: MODEL_SAVED, data: await saveModel(db, body) }),
    changeModel: async ({ params, body }) => ({
      message: MODEL_SAVED,
      data: await saveModel(db, body, params.id),
    }),
    setModelActive: async ({ params, body }) => ({
      message: body.active ? MODEL_SHOWN : MODEL_HIDDEN,
      data: await setModelActive(db, params.id, body),
    }),
    createOptionGroup: async ({ body }) => ({
      message: OPTION_GROUP_SAVED,
      data: await saveOptionGroup(db, body),
    }),
    changeOptionGroup: async ({ params, body }) => ({
      message: OPTION_GROUP_SAVED,
      data: await saveOptionGroup(db, body, params.id),
    }),
    createOption: async ({ body }) => ({ message: OPTION_SAVED, data: await saveOption(db, body) }),
    changeOption: async ({ params, body }) => ({
      message: OPTION_SAVED,
      data: await saveOption(db, body, params.id),
    }),
    setOptionActive: async ({ params, body }) => ({
      message: body.active ? OPTION_SHOWN : OPTION_HIDDEN,
      data: await setOptionActive(db, params.id, body),
    }),
  });
});
