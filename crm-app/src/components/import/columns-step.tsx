import type { ImportFieldDeclaration } from '@doorline/api-client';
import { DataTable, Heading, Select, type SelectItem } from '@doorline/design-system';
import { useMemo, type ReactNode } from 'react';
import type { Column } from '@/components/table/columns';
import { useTranslation, type TFunction } from '@/lib/i18n';
import type { ImportMapping } from './import-state';
import * as styles from './import.css';

/** The select's choice that leaves a field empty. */
const NONE = 'none';

/** A preview's row: its line in the file and its cells. */
interface PreviewRow {
  line: number;
  cells: string[];
}

/** The file's columns as a select offers them: each heading (or its number), told apart when two are alike. */
export function columnChoices(headings: readonly string[], t: TFunction<'imports'>): SelectItem[] {
  const names = headings.map(
    (heading, index) => heading.trim() || t('columns.column', { number: index + 1 }),
  );
  return names.map((name, index) => ({
    id: String(index),
    label:
      names.filter((other) => other === name).length > 1
        ? `${name} (${t('columns.column', { number: index + 1 })})`
        : name,
  }));
}

export interface ColumnsStepProps {
  fields: Readonly<Record<string, ImportFieldDeclaration>>;
  fieldOrder: readonly string[];
  fieldLabel: (field: string) => string;
  headings: readonly string[];
  preview: readonly PreviewRow[];
  mapping: ImportMapping;
  onMappingChange: (field: string, column: number | null) => void;
  /** Whether the importer asked for a check: a required field without a column then says so. */
  showMissing: boolean;
  /** The list's own choices (whose customers), above the fields. */
  optionFields?: ReactNode;
}

/**
 * The import's second step: a select per field of the declaration, in its order, of the file's
 * columns (each starting from the upload's guess) or "Don't import", the required ones marked; the
 * list's own choices; and the file's first rows, each column's header saying which field it fills.
 */
export function ColumnsStep({
  fields,
  fieldOrder,
  fieldLabel,
  headings,
  preview,
  mapping,
  onMappingChange,
  showMissing,
  optionFields,
}: ColumnsStepProps) {
  const { t } = useTranslation('imports');
  const choices = useMemo(
    () => [{ id: NONE, label: t('columns.notImported') }, ...columnChoices(headings, t)],
    [headings, t],
  );
  const columns = useMemo((): Column<PreviewRow>[] => {
    const fieldsOf = (index: number) => fieldOrder.filter((field) => mapping[field] === index);
    return [
      {
        id: 'line',
        header: t('columns.line'),
        cell: ({ row }) => row.original.line,
      },
      ...headings.map((heading, index): Column<PreviewRow> => ({
        id: `column-${index}`,
        header: () => {
          const targets = fieldsOf(index);
          return (
            <span className={styles.previewHeading}>
              <span>{heading.trim() || t('columns.column', { number: index + 1 })}</span>
              {targets.length > 0 ? (
                <span className={styles.previewTarget}>
                  {t('columns.goesTo', { field: targets.map(fieldLabel).join(', ') })}
                </span>
              ) : (
                <span className={styles.previewUnused}>{t('columns.unused')}</span>
              )}
            </span>
          );
        },
        cell: ({ row }) => {
          const cell = row.original.cells[index] ?? '';
          return (
            <span className={styles.previewCell} title={cell}>
              {cell}
            </span>
          );
        },
      })),
    ];
  }, [headings, mapping, fieldOrder, fieldLabel, t]);

  return (
    <div className={styles.section}>
      {optionFields ? <div className={styles.options}>{optionFields}</div> : null}
      <div className={styles.mapping}>
        {fieldOrder.map((field) => {
          const column = mapping[field] ?? null;
          const required = fields[field]?.required === true;
          return (
            <Select
              key={field}
              label={fieldLabel(field)}
              items={choices}
              selectedKey={column === null ? NONE : String(column)}
              onSelectionChange={(key) => onMappingChange(field, key === NONE ? null : Number(key))}
              isRequired={required}
              errorMessage={
                required && showMissing && column === null
                  ? t('columns.required', { field: fieldLabel(field) })
                  : undefined
              }
            />
          );
        })}
      </div>
      <Heading level={3}>{t('columns.preview')}</Heading>
      <DataTable
        aria-label={t('columns.preview')}
        columns={columns}
        data={preview}
        getRowId={(row) => String(row.line)}
        density="compact"
        pinned={{ start: 'line' }}
      />
    </div>
  );
}
