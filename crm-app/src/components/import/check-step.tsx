import type { ImportCheck, ImportRowError } from '@doorline/api-client';
import {
  Button,
  DataTable,
  Heading,
  InlineAlert,
  Link,
  StatusBadge,
  TextField,
} from '@doorline/design-system';
import { createContext, use, useMemo } from 'react';
import { ListPager } from '@/components/list/list-frame';
import type { Column } from '@/components/table/columns';
import { useTranslation, type TFunction } from '@/lib/i18n';
import type { ListPaging } from '@/lib/use-list-params';
import { problemKey, type KeptFix, type ProblemRow } from './import-state';
import { WaitBar } from './progress-bar';
import * as styles from './import.css';

/** A check's problem in the reader's words, naming what it duplicates (a customer by name, or a line). */
export function problemText(
  error: ImportRowError,
  t: TFunction<'imports'>,
  duplicatePath?: (id: number) => string,
) {
  const { duplicateOf } = error;
  if (error.problem === 'duplicateOfRow' && duplicateOf?.line !== undefined)
    return t('problems.duplicateOfRow', { line: duplicateOf.line });
  if (error.problem === 'duplicateOfExisting' && duplicateOf?.name) {
    const text = t('problems.duplicateOfExistingNamed', { name: duplicateOf.name });
    const href = duplicateOf.id !== undefined ? duplicatePath?.(duplicateOf.id) : undefined;
    return href ? (
      <Link href={href} target="_blank">
        {text}
      </Link>
    ) : (
      text
    );
  }
  return t(`problems.${error.problem}`);
}

/** What a problem's cells read: the importer's corrections and how to change them. */
interface CorrectionsState {
  fixes: ReadonlyMap<string, KeptFix>;
  skip: ReadonlySet<number>;
  onFix: (problem: ImportRowError, value: string) => void;
  onSkip: (line: number, skipped: boolean) => void;
  fieldLabel: (field: string) => string;
  duplicatePath?: ((id: number) => string) | undefined;
}

const CorrectionsContext = createContext<CorrectionsState | null>(null);
const Corrections = CorrectionsContext.Provider;

function useCorrections(): CorrectionsState {
  const state = use(CorrectionsContext);
  if (!state) throw new Error('A problem cell outside its table');
  return state;
}

/** The problem in words; once answered no more, that it is corrected, or that its line is skipped. */
function ProblemCell({ row }: { row: ProblemRow }) {
  const { t } = useTranslation('imports');
  const { skip, duplicatePath } = useCorrections();
  if (skip.has(row.line)) return <StatusBadge tone="neutral" label={t('check.skippedRow')} />;
  if (!row.current) return <StatusBadge tone="success" label={t('check.resolved')} />;
  return <span className={styles.problemText}>{problemText(row.current, t, duplicatePath)}</span>;
}

/** The value, as the file has it or as corrected, in a field to correct it in place. */
function ValueCell({ row }: { row: ProblemRow }) {
  const { t } = useTranslation('imports');
  const { fixes, skip, onFix, fieldLabel } = useCorrections();
  return (
    <div className={styles.valueCell}>
      <TextField
        aria-label={t('check.valueLabel', { field: fieldLabel(row.field), line: row.line })}
        value={fixes.get(row.key)?.value ?? row.seen.value}
        onChange={(value) => onFix(row.seen, value)}
        isDisabled={skip.has(row.line)}
        autoComplete="off"
      />
    </div>
  );
}

/** Skip: the row's line is left out of the next check and of the run; pressed again, it is back in. */
function SkipCell({ row }: { row: ProblemRow }) {
  const { t } = useTranslation('imports');
  const { skip, onSkip } = useCorrections();
  const skipped = skip.has(row.line);
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={t(skipped ? 'check.includeLabel' : 'check.skipLabel', { line: row.line })}
      onPress={() => onSkip(row.line, !skipped)}
    >
      {t(skipped ? 'check.include' : 'check.skip')}
    </Button>
  );
}

export interface CheckStepProps {
  fieldLabel: (field: string) => string;
  /** The file's data rows. */
  rows: number;
  /** The last check's answer; null before the first. */
  check: ImportCheck | null;
  /** The problems' table (`problemRows`). */
  problems: readonly ProblemRow[];
  paging: ListPaging;
  fixes: ReadonlyMap<string, KeptFix>;
  skip: ReadonlySet<number>;
  onFix: (problem: ImportRowError, value: string) => void;
  onSkip: (line: number, skipped: boolean) => void;
  checking: boolean;
  /** Why the last check failed (the last answer and every correction stay). */
  error: string | null;
  /** Whether something changed since the last check. */
  stale: boolean;
  duplicatePath?: ((id: number) => string) | undefined;
}

/**
 * The import's third step: a bar while the server checks the rows; then how many rows will be
 * imported, how many have problems and how many are skipped; and the rows with problems, a page at
 * a time: the line, the field, the problem, its value in a field to correct it in place, and Skip for
 * its line. Nothing is written by a check.
 */
export function CheckStep({
  fieldLabel,
  rows,
  check,
  problems,
  paging,
  fixes,
  skip,
  onFix,
  onSkip,
  checking,
  error,
  stale,
  duplicatePath,
}: CheckStepProps) {
  const { t } = useTranslation('imports');
  // The columns stay the same while the importer types: a cell reads the fixes and skips from the
  // context, so that its field is not made anew (and does not lose the focus) at every key.
  const columns = useMemo(
    (): Column<ProblemRow>[] => [
      { id: 'line', header: t('check.line'), cell: ({ row }) => row.original.line },
      { id: 'field', header: t('check.field'), cell: ({ row }) => fieldLabel(row.original.field) },
      { id: 'problem', header: t('check.problem'), cell: ({ row }) => <ProblemCell row={row.original} /> },
      { id: 'value', header: t('check.value'), cell: ({ row }) => <ValueCell row={row.original} /> },
      { id: 'skip', header: t('check.skip'), cell: ({ row }) => <SkipCell row={row.original} /> },
    ],
    [t, fieldLabel],
  );
  const corrections = useMemo(
    () => ({ fixes, skip, onFix, onSkip, fieldLabel, duplicatePath }),
    [fixes, skip, onFix, onSkip, fieldLabel, duplicatePath],
  );

  const start = (paging.page - 1) * paging.limit;
  const pageRows = problems.slice(start, start + paging.limit);
  const problemLines = check ? check.rows - check.valid - check.skipped : 0;
  const summary = check
    ? [
        t('check.willImport', { count: check.valid }),
        t('check.withProblems', { count: problemLines }),
        t('check.skipped', { count: check.skipped }),
      ].join(', ')
    : null;

  return (
    <div className={styles.section}>
      {checking ? <WaitBar label={t('check.checking', { count: rows })} /> : null}
      {error ? <InlineAlert tone="critical">{error}</InlineAlert> : null}
      {check && !checking ? (
        <InlineAlert tone={check.errors.length === 0 ? 'success' : 'info'}>
          <strong>{summary}.</strong> {check.errors.length === 0 ? t('check.allGood') : t('check.fixHint')}
        </InlineAlert>
      ) : null}
      {stale && check && !checking ? <InlineAlert tone="info">{t('check.changed')}</InlineAlert> : null}
      {problems.length > 0 ? (
        <>
          <Heading level={3}>{t('check.problems')}</Heading>
          <Corrections value={corrections}>
            <DataTable
              aria-label={t('check.problems')}
              columns={columns}
              data={pageRows}
              getRowId={(row) => problemKey(row.line, row.field)}
              density="compact"
              pinned={{ start: 'line' }}
              footer={
                problems.length > paging.limit ? (
                  <ListPager
                    page={paging.page}
                    limit={paging.limit}
                    count={problems.length}
                    rowsOnPage={pageRows.length}
                    onPageChange={paging.setPage}
                    onLimitChange={paging.setLimit}
                  />
                ) : null
              }
            />
          </Corrections>
        </>
      ) : null}
    </div>
  );
}
