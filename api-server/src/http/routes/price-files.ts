import { PRICE_FILE_MAX_BYTES, PRICES_IMPORTED, serverMessage } from '@doorline/api-client';
import {
  checkModelPriceFile,
  checkOptionPriceFile,
  importModelPriceFile,
  importOptionPriceFile,
  modelPriceFile,
  optionPriceFile,
} from '../../domain/prices/price-files.js';
import { bindArea } from '../bind.js';
import { sendAttachment } from '../file-answer.js';
import { routeModule } from '../route-modules.js';
import { readUploadedFile, type UploadWords } from '../upload.js';

/** What a price file's upload says when it is over its limit (1 MB). */
const UPLOAD: UploadWords = {
  noun: 'file',
  tooLarge: serverMessage('fileTooLarge', { megabytes: PRICE_FILE_MAX_BYTES / (1024 * 1024) }),
};

/**
 * A model's price table and an option group's prices as CSV files (issue 43, part 2): the exports
 * (prices.read; a dealer user's published versions only) and, into a draft, the check and the import
 * (prices.manage). The file is multipart, as the customers' import's upload; a check keeps nothing,
 * so the screen sends the same file again to import it.
 */
export default routeModule((app, context) => {
  const { database, config } = context;
  const db = database.db;
  const csv = { type: 'text/csv; charset=utf-8' };
  const fileOf = async (request: Parameters<typeof readUploadedFile>[0]) =>
    (await readUploadedFile(request, UPLOAD)).bytes;
  bindArea(
    app,
    context,
    'priceFiles',
    {
      exportModelPriceFile: async ({ scope, params, reply }) => {
        const file = await modelPriceFile(db, scope, params.id, params.modelId);
        return sendAttachment(reply, { bytes: Buffer.from(file.text, 'utf8'), name: file.name, ...csv });
      },
      exportOptionPriceFile: async ({ scope, params, reply }) => {
        const file = await optionPriceFile(db, scope, params.id, params.groupId);
        return sendAttachment(reply, { bytes: Buffer.from(file.text, 'utf8'), name: file.name, ...csv });
      },
      checkModelPriceFile: async ({ params, request }) => ({
        data: await checkModelPriceFile(db, params.id, params.modelId, await fileOf(request)),
      }),
      importModelPriceFile: async ({ params, request }) => ({
        message: PRICES_IMPORTED,
        data: await importModelPriceFile(db, params.id, params.modelId, await fileOf(request), config.now()),
      }),
      checkOptionPriceFile: async ({ params, request }) => ({
        data: await checkOptionPriceFile(db, params.id, params.groupId, await fileOf(request)),
      }),
      importOptionPriceFile: async ({ params, request }) => ({
        message: PRICES_IMPORTED,
        data: await importOptionPriceFile(db, params.id, params.groupId, await fileOf(request), config.now()),
      }),
    },
    { uploadBytes: PRICE_FILE_MAX_BYTES },
  );
});
