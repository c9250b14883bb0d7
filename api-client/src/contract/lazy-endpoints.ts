// The endpoints whose contract loads with their first call (docs/decisions.md "Issue 42: a contract
// that loads with its first call"): each module's names, written here beside a loader of the module,
// so that the client has a method of each name without the module's structs in its own code. Every
// page of the app loads the client; a feature's rarely used endpoints (merging, importing) need not be part of it. `endpoints.test.ts` checks that the names are the module's.
import type { AnyEndpoint } from './endpoint.js';
import type { customerCommentsFilesEndpoints } from './customer-comments-files.js';
import type { customerToolEndpoints } from './customer-tools.js';
import type { dealerToolEndpoints } from './dealer-tools.js';
import type { priceEndpoints } from './prices.js';
import type { priceRuleEndpoints } from './price-rules.js';
import type { priceFileEndpoints } from './price-files.js';
import type { repriceEndpoints } from './reprice.js';
import type { catalogueEditEndpoints } from './catalogue-edit.js';
import type { modelPictureEndpoints } from './model-pictures.js';

type Names<T> = readonly (keyof T & string)[];

/**
 * One module's endpoints: the names of its calls (each a method of the client), its file answers'
 * paths by name (opened by a download link, never called: no method), and the module's table once
 * loaded.
 */
export interface LazyEndpointModule {
  readonly names: readonly string[];
  readonly files?: Readonly<Record<string, string>>;
  readonly load: () => Promise<Readonly<Record<string, AnyEndpoint>>>;
}

export const lazyEndpointModules = {
  customerTools: {
    names: [
      'customerDuplicates',
      'markNotDuplicate',
      'mergeCustomers',
      'uploadCustomerImport',
      'checkCustomerImport',
      'runCustomerImport',
    ] as const satisfies Names<typeof customerToolEndpoints>,
    load: () => import('./customer-tools.js').then((module) => module.customerToolEndpoints),
  },
  dealerTools: {
    names: ['uploadDealerImport', 'checkDealerImport', 'runDealerImport'] as const satisfies Names<
      typeof dealerToolEndpoints
    >,
    load: () => import('./dealer-tools.js').then((module) => module.dealerToolEndpoints),
  },
  customerCommentsFiles: {
    names: [
      'customerComments',
      'addCustomerComment',
      'customerFiles',
      'uploadCustomerFile',
      'deleteCustomerFile',
    ] as const satisfies Names<typeof customerCommentsFilesEndpoints>,
    files: { downloadCustomerFile: '/customers/:id/files/:fileId' } as const satisfies Partial<
      Record<keyof typeof customerCommentsFilesEndpoints, string>
    >,
    load: () =>
      import('./customer-comments-files.js').then((module) => module.customerCommentsFilesEndpoints),
  },
  prices: {
    names: [
      'priceCatalogue',
      'priceLists',
      'priceVersion',
      'createPriceVersion',
      'setModelPrice',
      'setOptionPrice',
      'publishPriceVersion',
      'deletePriceVersion',
      'checkConfiguration',
      'addDoor',
      'copyQuote',
      'itemDoor',
      'setItemDiscount',
      'setRoleLineDiscount',
    ] as const satisfies Names<typeof priceEndpoints>,
    load: () => import('./prices.js').then((module) => module.priceEndpoints),
  },
  priceRules: {
    names: [
      'dealerPriceRules',
      'createPriceRule',
      'changePriceRule',
      'deletePriceRule',
      'createPriceList',
      'setDealerPriceList',
    ] as const satisfies Names<typeof priceRuleEndpoints>,
    load: () => import('./price-rules.js').then((module) => module.priceRuleEndpoints),
  },
  priceFiles: {
    names: [
      'checkModelPriceFile',
      'importModelPriceFile',
      'checkOptionPriceFile',
      'importOptionPriceFile',
    ] as const satisfies Names<typeof priceFileEndpoints>,
    files: {
      exportModelPriceFile: '/prices/versions/:id/models/:modelId/csv',
      exportOptionPriceFile: '/prices/versions/:id/groups/:groupId/csv',
    } as const satisfies Partial<Record<keyof typeof priceFileEndpoints, string>>,
    load: () => import('./price-files.js').then((module) => module.priceFileEndpoints),
  },
  reprice: {
    names: ['repricePreview', 'repriceQuote'] as const satisfies Names<typeof repriceEndpoints>,
    load: () => import('./reprice.js').then((module) => module.repriceEndpoints),
  },
  catalogueEdit: {
    names: [
      'createFamily',
      'changeFamily',
      'setFamilyActive',
      'familyAudit',
      'createModel',
      'changeModel',
      'setModelActive',
      'modelAudit',
      'createOptionGroup',
      'changeOptionGroup',
      'setOptionGroupActive',
      'optionGroupAudit',
      'createOption',
      'changeOption',
      'setOptionActive',
      'optionAudit',
    ] as const satisfies Names<typeof catalogueEditEndpoints>,
    load: () => import('./catalogue-edit.js').then((module) => module.catalogueEditEndpoints),
  },
  modelPictures: {
    names: ['setModelPicture', 'removeModelPicture'] as const satisfies Names<typeof modelPictureEndpoints>,
    load: () => import('./model-pictures.js').then((module) => module.modelPictureEndpoints),
  },
} as const satisfies Record<string, LazyEndpointModule>;
