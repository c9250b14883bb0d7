import type { ModelPrice, PriceTable } from '@doorline/api-client';
import { Button, Card, KeyValueList, Stack, Text, VisuallyHidden } from '@doorline/design-system';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useMoney } from '@/lib/money';
import * as styles from '../prices.css';

/**
 * A model's base price in a version (issue 43): its width × height grid, or its price per square
 * metre with the minimum; that it has none in this version, when so. With `onChange` (a draft, for
 * whom may manage prices) a Change price button; `files`, the CSV file's buttons.
 */
export function ModelPriceCard({
  model,
  price,
  onChange,
  files,
}: {
  model: string;
  price: ModelPrice | null;
  onChange?: () => void;
  /** Its CSV file's buttons (Export CSV, Import CSV), before Change price. */
  files?: ReactNode;
}) {
  const { t } = useTranslation(['prices', 'common']);
  const money = useMoney();
  const actions: ReactNode =
    onChange || files ? (
      <>
        {files}
        {onChange ? (
          <Button variant="secondary" size="sm" onPress={onChange}>
            {t('priceEdit.change')}
          </Button>
        ) : null}
      </>
    ) : null;
  return (
    <Card title={t('priceTable.title', { model })} headingLevel={3} actions={actions}>
      {!price ? (
        <Text tone="muted">{t('priceTable.noPrice')}</Text>
      ) : price.kind === 'table' && price.table ? (
        <PriceTableGrid model={model} table={price.table} />
      ) : (
        <Stack gap="sm">
          <Text tone="muted">{t('priceTable.perSquareMetre')}</Text>
          <KeyValueList
            layout="inline"
            emptyValue="—"
            items={[
              {
                key: 'rate',
                label: t('priceTable.rate'),
                value: price.rate === undefined ? null : money.amount(price.rate),
              },
              {
                key: 'minimum',
                label: t('priceTable.minimum'),
                value: price.minimum === undefined ? null : money.amount(price.minimum),
              },
            ]}
          />
        </Stack>
      )}
    </Card>
  );
}

/**
 * A base price grid: the widths across as the columns' headers, the heights down as the rows'
 * headers, and `cell` where they meet (a `<td>`: a price, a dash where that size is not made, or the
 * field that changes it). Its frame scrolls sideways on a narrow screen (a named region the keyboard
 * can scroll), the heights staying in view; `children` under it.
 */
export function PriceGrid({
  model,
  widths,
  heights,
  cell,
  children,
}: {
  model: string;
  widths: readonly number[];
  heights: readonly number[];
  cell: (row: number, column: number) => ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation(['prices', 'common']);
  const captionId = useId();
  return (
    <Stack gap="sm">
      {/* A region the keyboard can scroll (its focus shows), named by the grid's caption. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.gridRegion} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.grid}>
          <caption id={captionId}>
            <VisuallyHidden>{t('priceTable.caption', { model })}</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <td className={styles.rowHeader} />
              <th scope="colgroup" colSpan={widths.length} className={styles.widthsHeader}>
                {t('priceTable.width')}
              </th>
            </tr>
            <tr>
              <th scope="col" className={styles.rowHeader}>
                {t('priceTable.height')}
              </th>
              {widths.map((width) => (
                <th key={width} scope="col" className={styles.columnHeader}>
                  {width}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {heights.map((height, row) => (
              <tr key={height}>
                <th scope="row" className={styles.rowHeader}>
                  {height}
                </th>
                {widths.map((_, column) => cell(row, column))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {children}
    </Stack>
  );
}

/** A table's prices shown: each price, or a dash where that size is not made; how a size between is priced. */
export function PriceTableGrid({ model, table }: { model: string; table: PriceTable }) {
  const { t } = useTranslation(['prices', 'common']);
  const money = useMoney();
  return (
    <PriceGrid
      model={model}
      widths={table.widths}
      heights={table.heights}
      cell={(row, column) => {
        const amount = table.cells[row]?.[column] ?? null;
        return amount === null ? (
          <td key={column} className={styles.notMade}>
            <span aria-hidden="true">—</span>
            <VisuallyHidden>{t('priceTable.notMade')}</VisuallyHidden>
          </td>
        ) : (
          <td key={column} className={styles.amount}>
            {money.amount(amount)}
          </td>
        );
      }}
    >
      <Text size="sm" tone="muted">
        {t(`priceTable.between.${table.between}`)} {t('priceTable.notMadeLegend')}
      </Text>
    </PriceGrid>
  );
}
