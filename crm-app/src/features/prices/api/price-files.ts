import {
  buildPath,
  lazyEndpointModules,
  type ModelPriceFileCheck,
  type OptionPriceFileCheck,
} from '@doorline/api-client';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { openDownload } from '@/lib/download';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import { priceKeys } from './keys';

/** What a price file is of: a model's table or an option group's prices, in a version. */
export type PriceFileTarget =
  | { kind: 'model'; versionId: number; modelId: number }
  | { kind: 'group'; versionId: number; groupId: number };

const { files } = lazyEndpointModules.priceFiles;

/**
 * Downloads a model's table or an option group's prices as CSV (issue 43, part 2) as a list's export
 * is (`openDownload`): a single-use ticket for the path, which the contract writes beside its lazy
 * module's names so that the button needs none of its structs.
 */
export const downloadPriceFile = (target: PriceFileTarget) =>
  openDownload(
    target.kind === 'model'
      ? buildPath(files.exportModelPriceFile, { id: target.versionId, modelId: target.modelId })
      : buildPath(files.exportOptionPriceFile, { id: target.versionId, groupId: target.groupId }),
  );

/** Export CSV: reads only, so nothing is asked again. */
export const useDownloadPriceFile = () => useMutation({ mutationFn: downloadPriceFile });

/** A check's answer, with what the file is of. */
export type PriceFileCheck =
  ({ kind: 'model' } & ModelPriceFileCheck) | ({ kind: 'group' } & OptionPriceFileCheck);

/** `POST …/csv/check`: the file as it would be imported, with its problems; writes nothing. */
export const checkPriceFile = ({
  target,
  file,
}: {
  target: PriceFileTarget;
  file: File;
}): Promise<PriceFileCheck> =>
  target.kind === 'model'
    ? api
        .checkModelPriceFile({ params: { id: target.versionId, modelId: target.modelId }, file })
        .then((answer) => ({ kind: 'model' as const, ...answer.data }))
    : api
        .checkOptionPriceFile({ params: { id: target.versionId, groupId: target.groupId }, file })
        .then((answer) => ({ kind: 'group' as const, ...answer.data }));

export const useCheckPriceFile = () => useMutation({ mutationFn: checkPriceFile });

/** `POST …/csv`: the same file imported into the draft, all or nothing. */
export const importPriceFile = ({ target, file }: { target: PriceFileTarget; file: File }) =>
  target.kind === 'model'
    ? api.importModelPriceFile({ params: { id: target.versionId, modelId: target.modelId }, file })
    : api.importOptionPriceFile({ params: { id: target.versionId, groupId: target.groupId }, file });

/** An import done; the version's prices are asked again. */
export const useImportPriceFile = () =>
  useInvalidatingMutation(importPriceFile, ({ target }) => priceKeys.version(target.versionId));
