import {
  FAMILY_HIDDEN,
  FAMILY_SAVED,
  FAMILY_SHOWN,
  MODEL_HIDDEN,
  MODEL_SAVED,
  MODEL_SHOWN,
  OPTION_GROUP_HIDDEN,
  OPTION_GROUP_SAVED,
  OPTION_GROUP_SHOWN,
  OPTION_HIDDEN,
  OPTION_SAVED,
  OPTION_SHOWN,
} from '@doorline/api-client';
import { trailOf } from '../../domain/administration/audit.js';
import {
  saveFamily,
  saveModel,
  saveOption,
  saveOptionGroup,
  setFamilyActive,
  setModelActive,
  setOptionActive,
  setOptionGroupActive,
} from '../../domain/prices/catalogue-edit.js';
import { bindArea } from '../bind.js';
import { routeModule } from '../route-modules.js';

/**
 * Editing the catalogue (issue 43, part 2): families, models, option groups and options created and
 * changed, hidden and shown, and each one's audit trail. Every entry's access is the contract's
 * (`priceAccess.managePrices`: the organization's `prices.manage`); every write goes on the row's
 * trail with the caller as its actor.
 */
export default routeModule((app, context) => {
  const { database, config } = context;
  const db = database.db;
  bindArea(app, context, 'catalogueEdit', {
    createFamily: async ({ user, body }) => ({
      message: FAMILY_SAVED,
      data: await saveFamily(db, { user, at: config.now() }, body),
    }),
    changeFamily: async ({ user, params, body }) => ({
      message: FAMILY_SAVED,
      data: await saveFamily(db, { user, at: config.now() }, body, params.id),
    }),
    setFamilyActive: async ({ user, params, body }) => ({
      message: body.active ? FAMILY_SHOWN : FAMILY_HIDDEN,
      data: await setFamilyActive(db, { user, at: config.now() }, params.id, body),
    }),
    familyAudit: ({ params, query }) => trailOf(db, 'family', params.id, query),
    createModel: async ({ user, body }) => ({
      message: MODEL_SAVED,
      data: await saveModel(db, { user, at: config.now() }, body),
    }),
    changeModel: async ({ user, params, body }) => ({
      message: MODEL_SAVED,
      data: await saveModel(db, { user, at: config.now() }, body, params.id),
    }),
    setModelActive: async ({ user, params, body }) => ({
      message: body.active ? MODEL_SHOWN : MODEL_HIDDEN,
      data: await setModelActive(db, { user, at: config.now() }, params.id, body),
    }),
    modelAudit: ({ params, query }) => trailOf(db, 'model', params.id, query),
    createOptionGroup: async ({ user, body }) => ({
      message: OPTION_GROUP_SAVED,
      data: await saveOptionGroup(db, { user, at: config.now() }, body),
    }),
    changeOptionGroup: async ({ user, params, body }) => ({
      message: OPTION_GROUP_SAVED,
      data: await saveOptionGroup(db, { user, at: config.now() }, body, params.id),
    }),
    setOptionGroupActive: async ({ user, params, body }) => ({
      message: body.active ? OPTION_GROUP_SHOWN : OPTION_GROUP_HIDDEN,
      data: await setOptionGroupActive(db, { user, at: config.now() }, params.id, body),
    }),
    optionGroupAudit: ({ params, query }) => trailOf(db, 'option_group', params.id, query),
    createOption: async ({ user, body }) => ({
      message: OPTION_SAVED,
      data: await saveOption(db, { user, at: config.now() }, body),
    }),
    changeOption: async ({ user, params, body }) => ({
      message: OPTION_SAVED,
      data: await saveOption(db, { user, at: config.now() }, body, params.id),
    }),
    setOptionActive: async ({ user, params, body }) => ({
      message: body.active ? OPTION_SHOWN : OPTION_HIDDEN,
      data: await setOptionActive(db, { user, at: config.now() }, params.id, body),
    }),
    optionAudit: ({ params, query }) => trailOf(db, 'option', params.id, query),
  });
});
