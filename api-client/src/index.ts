export * from './contract/common.js';
export * from './contract/params.js';
export * from './contract/auth.js';
export * from './contract/account.js';
export * from './contract/orders.js';
export * from './contract/order-lists.js';
export * from './contract/sales-flow.js';
export * from './contract/endpoint.js';
export * from './contract/endpoints.js';
export * from './contract/public-endpoints.js';
export * from './contract/permissions.js';
export * from './contract/catalog.js';
export * from './contract/json-schema.js';
export * from './contract/administration.js';
export * from './contract/dealers.js';
export * from './contract/customers.js';
export * from './contract/customer-tools.js';
export * from './contract/customer-comments-files.js';
export * from './contract/dealer-tools.js';
export * from './contract/prices.js';
export * from './contract/price-rules.js';
export * from './contract/price-files.js';
export * from './contract/reprice.js';
export * from './contract/catalogue-edit.js';
export * from './contract/model-pictures.js';
export * from './contract/lazy-endpoints.js';
export * from './contract/validate.js';
export * from './contract/messages.js';
export * from './contract/search.js';
export * from './contract/list-settings.js';
export * from './contract/lists.js';
export * from './contract/imports.js';
export * from './texts/index.js';
export { HttpError, NetworkError, TimeoutError, ValidationError } from './client/errors.js';
export { memoryTokenStore, type TokenStore } from './client/tokens.js';
export {
  buildPath,
  buildQuery,
  createRequestCore,
  DEFAULT_FILE_TIMEOUT_MS,
  DEFAULT_TIMEOUT_MS,
  type RequestCore,
  type RequestCoreOptions,
} from './client/request.js';
export {
  createDownload,
  fileNameFromContentDisposition,
  type Download,
  type DownloadedFile,
} from './client/download.js';
export {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type BodyOf,
  type CallArgs,
  type EndpointMethod,
  type EndpointMethods,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
  type UploadArgs,
} from './client/create-api-client.js';
export * from './contract/notifications.js';
export * from './contract/dashboard.js';
export type { StreamNotificationsOptions } from './client/notification-stream.js';
export * from './contract/record-display.js';
export * from './contract/amounts.js';
export * from './contract/exports.js';
