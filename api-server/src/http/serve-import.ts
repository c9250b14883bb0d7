// Serves a list's import (issue 42; docs/decisions.md "Issue 42: an import declared once"): its
// upload, check and run, from the import's declaration in the contract (`defineImport`) and the
// list's own part (`ImportServing`: what a row is and how it is written).
import { type AnyImport, IMPORT_MAX_BYTES, serverMessage } from '@doorline/api-client';
import { safeFileName } from '../domain/orders/files.js';
import { checkImport, type ImportServing, runImport, uploadImport } from '../domain/imports/imports.js';
import type { Handler } from './bind.js';
import type { AppContext } from './context.js';
import { readUploadedFile, type UploadWords } from './upload.js';

const UPLOAD: UploadWords = {
  noun: 'file',
  tooLarge: serverMessage('fileTooLarge', { megabytes: IMPORT_MAX_BYTES / (1024 * 1024) }),
};

/** The upload size an area serving an import binds with (`bindArea`'s `uploadBytes`). */
export const IMPORT_UPLOAD_BYTES = IMPORT_MAX_BYTES;

type Handlers<I extends AnyImport> = {
  readonly [N in keyof I['entries']]: I['entries'][N] extends I['uploadEndpoint']
    ? Handler<I['uploadEndpoint']>
    : I['entries'][N] extends I['checkEndpoint']
      ? Handler<I['checkEndpoint']>
      : Handler<I['runEndpoint']>;
};

/** The handlers of an import's entries (`declaration.entries`), keyed by their names. */
export function serveImport<I extends AnyImport>(
  { database, config }: Pick<AppContext, 'database' | 'config'>,
  declaration: I,
  serving: ImportServing<I>,
  said: { imported: string },
): Handlers<I> {
  const db = database.db;
  const upload: Handler<AnyImport['uploadEndpoint']> = async ({ user, request }) => {
    const { part, bytes } = await readUploadedFile(request, UPLOAD);
    const file = { name: safeFileName(part.filename), content: bytes };
    return { data: await uploadImport(db, declaration, serving, user, file, config.now()) };
  };
  const check: Handler<AnyImport['checkEndpoint']> = async ({ user, scope, params, body }) => ({
    data: await checkImport(
      db,
      declaration,
      serving,
      { user, scope },
      (params as { id: number }).id,
      body as never,
    ),
  });
  const run: Handler<AnyImport['runEndpoint']> = async ({ user, scope, params, body }) => ({
    message: said.imported,
    data: await runImport(
      db,
      declaration,
      serving,
      { user, scope },
      (params as { id: number }).id,
      body as never,
      config.now(),
    ),
  });
  return {
    [declaration.endpoints.upload]: upload,
    [declaration.endpoints.check]: check,
    [declaration.endpoints.run]: run,
  } as unknown as Handlers<I>;
}
