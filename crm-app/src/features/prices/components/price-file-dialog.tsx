import { PRICE_FILE_MAX_BYTES, type PriceFileError } from '@doorline/api-client';
import { Button, Heading, InlineAlert, Stack, Text } from '@doorline/design-system';
import { useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useForm } from 'react-hook-form';
import { FormDialog, whileOpen, type DialogFormProps } from '@/components/form/form-dialog';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { nameOf, optionPriceText } from '@/components/prices/door-texts';
import { explainError } from '@/lib/errors';
import { useTranslation, type TFunction } from '@/lib/i18n';
import { useMoney } from '@/lib/money';
import { useCheckPriceFile, useImportPriceFile, type PriceFileTarget } from '../api/price-files';
import { PriceTableGrid } from './model-price';
import * as fileStyles from '../price-files.css';
import * as styles from '../prices.css';

const MEGABYTE = 1024 * 1024;

/**
 * Import CSV into a draft (issue 43, part 2; docs/decisions.md "Issue 43, part 2: a table's and an
 * option group's CSV"): a file chosen is checked by the server at once (nothing written), and the
 * dialog shows what would be imported (the table as it would be, or each option's price now and new)
 * and every problem with its line, column and reason. Import is enabled only when the last check of
 * the chosen file found none; it sends the same file again, and the server writes all or nothing.
 */
export const PriceFileDialog = whileOpen(PriceFileForm);

/** A problem's words: where, why, and the cell as the file gave it. */
function problemText(t: TFunction<readonly ['prices', 'common']>, error: PriceFileError) {
  const where = error.column
    ? t('priceFiles.where', { line: error.line, column: error.column })
    : t('priceFiles.whereLine', { line: error.line });
  const why = t(`priceFiles.problem.${error.problem}`, { min: error.min, max: error.max });
  return error.value
    ? `${where}: ${why} ${t('priceFiles.value', { value: error.value })}`
    : `${where}: ${why}`;
}

function PriceFileForm({
  target,
  name,
  onOpenChange,
}: DialogFormProps & {
  target: PriceFileTarget;
  /** The model's or the group's name, in the reader's language. */
  name: string;
}) {
  const { t, i18n } = useTranslation(['prices', 'common']);
  const money = useMoney();
  const [file, setFile] = useState<File | null>(null);
  const check = useCheckPriceFile();
  const save = useImportPriceFile();
  const form = useForm();
  const submission = useFormSubmission(form, {
    submit: () => save.mutateAsync({ target, file: file! }),
    success: t('priceFiles.imported'),
    onOpenChange,
  });
  const result = check.data;
  const errors = result?.errors ?? [];
  const ready = file !== null && result !== undefined && !check.isPending && errors.length === 0;

  function choose(chosen: File) {
    setFile(chosen);
    submission.clearRootError();
    check.reset();
    check.mutate({ target, file: chosen });
  }

  return (
    <FormDialog
      title={t(target.kind === 'model' ? 'priceFiles.modelTitle' : 'priceFiles.groupTitle', {
        model: name,
        group: name,
      })}
      description={t(target.kind === 'model' ? 'priceFiles.modelFormat' : 'priceFiles.groupFormat')}
      submission={submission}
      submitLabel={t('priceFiles.import')}
      isSubmitDisabled={!ready}
    >
      <Stack gap="md" minWidth={0}>
        <Stack gap="xs">
          <FileTrigger
            acceptedFileTypes={['.csv', 'text/csv']}
            onSelect={(files) => {
              const chosen = files?.[0];
              if (chosen) choose(chosen);
            }}
          >
            <Button
              variant="secondary"
              isPending={check.isPending}
              pendingLabel={file ? t('priceFiles.checking', { name: file.name }) : undefined}
            >
              {t('priceFiles.choose')}
            </Button>
          </FileTrigger>
          <Text size="sm" tone="muted">
            {file && !check.isPending ? `${t('priceFiles.chosen', { name: file.name })}. ` : ''}
            {t('priceFiles.limits', { megabytes: PRICE_FILE_MAX_BYTES / MEGABYTE })}
          </Text>
        </Stack>
        {check.isError ? <InlineAlert tone="critical">{explainError(t, check.error)}</InlineAlert> : null}
        {result ? (
          errors.length > 0 ? (
            <InlineAlert tone="critical">
              <Stack gap="xs">
                <span>{t('priceFiles.problems', { count: errors.length })}</span>
                <ul className={fileStyles.problems}>
                  {errors.map((error) => (
                    <li key={`${error.line}-${error.column ?? ''}-${error.problem}`}>
                      {problemText(t, error)}
                    </li>
                  ))}
                </ul>
              </Stack>
            </InlineAlert>
          ) : (
            <InlineAlert tone="success">{t('priceFiles.noProblems')}</InlineAlert>
          )
        ) : null}
        {result?.kind === 'model' && result.price?.table ? (
          <Stack gap="xs" minWidth={0}>
            <Heading level={3}>{t('priceFiles.preview')}</Heading>
            <PriceTableGrid model={name} table={result.price.table} />
          </Stack>
        ) : null}
        {result?.kind === 'group' && result.options.length > 0 ? (
          <Stack gap="xs" minWidth={0}>
            <Heading level={3}>{t('priceFiles.preview')}</Heading>
            {/* A region the keyboard can scroll (its focus shows), as a price grid's. */}
            <div
              className={styles.gridRegion}
              role="region"
              aria-label={t('priceFiles.preview')}
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={0}
            >
              <table className={styles.grid}>
                <thead>
                  <tr>
                    <th scope="col" className={styles.widthsHeader}>
                      {t('priceFiles.option')}
                    </th>
                    <th scope="col" className={styles.columnHeader}>
                      {t('priceFiles.oldPrice')}
                    </th>
                    <th scope="col" className={styles.columnHeader}>
                      {t('priceFiles.newPrice')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {result.options.map((row) => (
                    <tr key={row.optionId}>
                      <th scope="row" className={styles.rowHeader}>
                        {row.code} · {nameOf(row.names, i18n.language)}
                      </th>
                      <td className={styles.amount}>
                        {optionPriceText(t, money, i18n.language, row.current ?? undefined)}
                      </td>
                      <td className={styles.amount}>
                        {row.price
                          ? optionPriceText(t, money, i18n.language, row.price)
                          : t('priceFiles.none')}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Stack>
        ) : null}
      </Stack>
    </FormDialog>
  );
}
