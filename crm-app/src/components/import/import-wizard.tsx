import {
  HttpError,
  IMPORT_MAX_BYTES,
  type ImportCheck,
  type ImportFieldDeclaration,
  type ImportFile,
  type ImportRowError,
  type ImportRun,
} from '@doorline/api-client';
import { Button, Card, ConfirmDialog, toast } from '@doorline/design-system';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { Infer } from 'superstruct';
import { explainError, fieldErrorsOf, serverText } from '@/lib/errors';
import { loadServerMessages, useTranslation } from '@/lib/i18n';
import { useLocalPaging } from '@/lib/use-list-params';
import { CheckStep } from './check-step';
import { ColumnsStep } from './columns-step';
import { FileStep } from './file-step';
import {
  bodyText,
  importBody,
  problemRows,
  unresolvedLines,
  withFix,
  withSeen,
  type ImportBodyBase,
  type ImportMapping,
  type KeptFix,
} from './import-state';
import * as styles from './import.css';

/** An upload's answer: the file's headings, first rows and guessed mapping. */
export type ImportFileAnswer = Infer<typeof ImportFile>;
/** A run's answer: how many rows it wrote and left out. */
export type ImportRunAnswer = Infer<typeof ImportRun>;

/** A list's import's three calls (its feature's `api/` hooks): upload, check, run. */
export interface ImportCalls<Body> {
  upload: (file: File) => Promise<ImportFileAnswer>;
  check: (id: number, body: Body) => Promise<ImportCheck>;
  run: (id: number, body: Body) => Promise<ImportRunAnswer>;
}

export interface ImportWizardProps<Body extends ImportBodyBase> {
  /** The list's import (`defineImport`): its fields in their order, the required ones. */
  declaration: {
    fieldKeys: readonly string[];
    fields: Readonly<Record<string, ImportFieldDeclaration>>;
  };
  /** A field's name in the reader's language (the list's own labels). */
  fieldLabel: (field: string) => string;
  calls: ImportCalls<Body>;
  /** What else a check and a run send (the customers': whose customers they are). */
  options: Omit<Body, keyof ImportBodyBase>;
  /** The fields that choose `options`, shown with the columns. */
  optionFields?: ReactNode;
  /** The page of a row already in the list, which a duplicate's problem links to. */
  duplicatePath?: (id: number) => string;
  /** After the run: the list's own "N … imported" and where to go. */
  onImported: (run: ImportRunAnswer) => void | Promise<void>;
}

type Step = 'file' | 'columns' | 'check';
const steps: readonly Step[] = ['file', 'columns', 'check'];

/** The last check's answer and what it was made with. */
interface Checked {
  check: ImportCheck;
  body: string;
  skip: ReadonlySet<number>;
}

/** An upload the server no longer holds (gone after a day, or imported already): it cannot be checked or run again. */
const isGone = (error: unknown) =>
  error instanceof HttpError && (error.code === 'importNotFound' || error.code === 'importDone');

/** How many problems a page of the table shows: large checks (10,000 rows) stay quick a page at a time. */
const PROBLEMS_PER_PAGE = 50;

/**
 * A list's import from a spreadsheet (issue 42; docs/decisions.md "Issue 42: an import declared
 * once"), driven by its declaration and its three calls: choose a file, which the server reads (the
 * app parses nothing); match the file's columns to the fields; check the rows (a dry run) and
 * correct a value in place or skip its line, as often as needed, every correction kept in this
 * component and sent with each check; then import, once the last check, made with exactly what will
 * be sent, found nothing in the way. The run writes every row or none.
 */
export function ImportWizard<Body extends ImportBodyBase>({
  declaration,
  fieldLabel,
  calls,
  options,
  optionFields,
  duplicatePath,
  onImported,
}: ImportWizardProps<Body>) {
  const { t } = useTranslation(['imports', 'common']);
  const fieldOrder = declaration.fieldKeys;
  const [step, setStep] = useState<Step>('file');
  const [file, setFile] = useState<ImportFileAnswer | null>(null);
  const [uploading, setUploading] = useState<File | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [showMissing, setShowMissing] = useState(false);
  const [fixes, setFixes] = useState<ReadonlyMap<string, KeptFix>>(new Map());
  const [skip, setSkip] = useState<ReadonlySet<number>>(new Set());
  const [seen, setSeen] = useState<ReadonlyMap<string, ImportRowError>>(new Map());
  const [checked, setChecked] = useState<Checked | null>(null);
  const [checking, setChecking] = useState(false);
  const [checkError, setCheckError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const paging = useLocalPaging(PROBLEMS_PER_PAGE);

  const body = useMemo(
    () => importBody(fieldOrder, mapping, fixes, skip, options) as unknown as Body,
    [fieldOrder, mapping, fixes, skip, options],
  );
  const stale = checked !== null && checked.body !== bodyText(body);
  const problems = useMemo(
    () => problemRows(checked?.check ?? null, seen, fixes, skip, fieldOrder),
    [checked, seen, fixes, skip, fieldOrder],
  );
  const missing = fieldOrder.filter((field) => declaration.fields[field]?.required && mapping[field] == null);
  const ready =
    checked !== null &&
    !stale &&
    !checking &&
    unresolvedLines(checked.check, checked.skip).size === 0 &&
    checked.check.valid > 0;

  const goneText = (error: unknown) => `${explainError(t, error)} ${t('run.gone')}`;

  async function upload(chosen: File) {
    setUploadError(null);
    if (chosen.size > IMPORT_MAX_BYTES) {
      // The server's own refusal by its code, in the reader's language (every server message has its
      // words in each), without sending 10 MB to hear it; the server refuses it all the same.
      await loadServerMessages();
      setUploadError(
        serverText({
          message: '',
          code: 'fileTooLarge',
          params: { megabytes: IMPORT_MAX_BYTES / (1024 * 1024) },
        }),
      );
      return;
    }
    setUploading(chosen);
    try {
      const answer = await calls.upload(chosen);
      setFile(answer);
      setMapping(Object.fromEntries(fieldOrder.map((field) => [field, answer.mapping[field] ?? null])));
      setFixes(new Map());
      setSkip(new Set());
      setSeen(new Map());
      setChecked(null);
      setCheckError(null);
      setShowMissing(false);
      paging.setPage(1);
      setStep('columns');
    } catch (error) {
      setUploadError(fieldErrorsOf(error, ['file'])[0]?.message ?? explainError(t, error));
    } finally {
      setUploading(null);
    }
  }

  async function runCheck() {
    if (!file) return;
    if (missing.length > 0) {
      setShowMissing(true);
      setStep('columns');
      return;
    }
    setStep('check');
    setChecking(true);
    setCheckError(null);
    const sent = body;
    const sentSkip = skip;
    try {
      const check = await calls.check(file.id, sent);
      setChecked({ check, body: bodyText(sent), skip: sentSkip });
      setSeen((current) => withSeen(current, check));
      paging.setPage(1);
    } catch (error) {
      setCheckError(isGone(error) ? goneText(error) : `${t('check.failed')} ${explainError(t, error)}`);
    } finally {
      setChecking(false);
    }
  }

  async function run() {
    if (!file) return;
    try {
      const answer = await calls.run(file.id, body);
      await onImported(answer);
    } catch (error) {
      toast.error(explainError(t, error));
      if (isGone(error)) {
        setCheckError(goneText(error));
        return;
      }
      // Some rows would fail now (the list changed since the check): the check says which.
      if (error instanceof HttpError && error.code === 'importRowsFail') {
        setConfirming(false);
        void runCheck();
        return;
      }
      throw error;
    }
  }

  const onFix = useCallback(
    (problem: ImportRowError, value: string) => setFixes((current) => withFix(current, problem, value)),
    [],
  );
  const onSkip = useCallback(
    (line: number, skipped: boolean) =>
      setSkip((current) => {
        const next = new Set(current);
        if (skipped) next.add(line);
        else next.delete(line);
        return next;
      }),
    [],
  );

  const current = steps.indexOf(step);
  const chooseAnother = (
    <Button variant="secondary" size="sm" onPress={() => setStep('file')} isDisabled={checking}>
      {t('file.another')}
    </Button>
  );

  return (
    <div className={styles.wizard}>
      <ol className={styles.steps} aria-label={t('steps.label')}>
        {steps.map((name, index) => (
          <li
            key={name}
            className={styles.step}
            aria-current={index === current ? 'step' : undefined}
            data-done={index < current ? '' : undefined}
          >
            {t(`steps.${name}`)}
          </li>
        ))}
      </ol>
      {file && step !== 'file' ? (
        <div className={styles.fileLine}>
          <span className={styles.fileName}>
            {t('file.chosen', { name: file.fileName, count: file.rows })}
          </span>
          {chooseAnother}
        </div>
      ) : null}
      {step === 'file' ? (
        <Card
          title={t('file.title')}
          headingLevel={2}
          actions={
            file ? (
              <Button
                variant="secondary"
                size="sm"
                onPress={() => setStep('columns')}
                isDisabled={!!uploading}
              >
                {t('columns.back')}
              </Button>
            ) : null
          }
        >
          <FileStep onFile={(chosen) => void upload(chosen)} uploading={uploading} error={uploadError} />
        </Card>
      ) : null}
      {step === 'columns' && file ? (
        <Card title={t('columns.title')} description={t('columns.intro')} headingLevel={2}>
          <div className={styles.section}>
            <ColumnsStep
              fields={declaration.fields}
              fieldOrder={fieldOrder}
              fieldLabel={fieldLabel}
              headings={file.headings}
              preview={file.preview}
              mapping={mapping}
              onMappingChange={(field, column) => setMapping((now) => ({ ...now, [field]: column }))}
              showMissing={showMissing}
              optionFields={optionFields}
            />
            <div className={styles.actions}>
              <Button variant="secondary" onPress={() => setStep('file')}>
                {t('columns.back')}
              </Button>
              <div className={styles.actionsEnd}>
                <Button onPress={() => void runCheck()}>{t('columns.check')}</Button>
              </div>
            </div>
          </div>
        </Card>
      ) : null}
      {step === 'check' && file ? (
        <Card title={t('check.title')} headingLevel={2}>
          <div className={styles.section}>
            <CheckStep
              fieldLabel={fieldLabel}
              rows={file.rows}
              check={checked?.check ?? null}
              problems={problems}
              paging={paging}
              fixes={fixes}
              skip={skip}
              onFix={onFix}
              onSkip={onSkip}
              checking={checking}
              error={checkError}
              stale={stale}
              duplicatePath={duplicatePath}
            />
            <div className={styles.actions}>
              <Button variant="secondary" onPress={() => setStep('columns')} isDisabled={checking}>
                {t('check.back')}
              </Button>
              <div className={styles.actionsEnd}>
                <Button
                  variant={ready ? 'secondary' : 'primary'}
                  onPress={() => void runCheck()}
                  isPending={checking}
                  pendingLabel={t('check.checking', { count: file.rows })}
                >
                  {t('check.again')}
                </Button>
                <Button
                  variant={ready ? 'primary' : 'secondary'}
                  onPress={() => setConfirming(true)}
                  isDisabled={!ready}
                >
                  {t('run.import', { count: checked?.check.valid ?? 0 })}
                </Button>
              </div>
            </div>
          </div>
        </Card>
      ) : null}
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        onConfirm={run}
        title={t('run.confirmTitle')}
        description={
          file && checked
            ? t('run.confirmText', { count: checked.check.valid, name: file.fileName })
            : undefined
        }
        confirmLabel={t('run.confirm')}
        cancelLabel={t('run.cancel')}
        pendingLabel={t('run.importing')}
      />
    </div>
  );
}
