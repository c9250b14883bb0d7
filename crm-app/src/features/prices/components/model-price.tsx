import type { ModelPrice, PriceTable } from '@doorline/api-client';
import { Button, Card, KeyValueList, Stack, Text, VisuallyHidden } from '@doorline/design-system';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useMoney } from '@/lib/money';
import * as styles from '../prices.css';

/**
 * A model's base price in a version (issue 43): its width × height grid, or its price per square
 * metre with the minimum; that it has none in this version, when so. With `onChange` (a draft, for
 * whom may manage prices) a Change price button.
 */
export function ModelPriceCard({
  model,
  price,
  onChange,
}: {
  model: string;
  price: ModelPrice | null;
  onChange?: () => void;
}) {
  const { t } = useTranslation(['prices', 'common']);
  const money = useMoney();
  const actions: ReactNode = onChange ? (
    <Button variant="secondary" size="sm" onPress={onChange}>
      {t('priceEdit.change')}
    </Button>
  ) : null;
  return (
    <Card title={t('priceTable.title', { model })} headingLevel={3} actions={actions}>
      {!price ? (
        <Text tone="muted">{t('priceTable.noPrice')}</Text>
      ) : price.kind === 'table' && price.table ? (
        <PriceGrid model={model} table={price.table} />
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
 * The base price grid: the widths across as the columns' headers, the heights down as the rows'
 * headers, each price where they meet, a dash where that size is not made. Its frame scrolls
 * sideways on a narrow screen (a named region the keyboard can scroll), the heights staying in view.
 */
function PriceGrid({ model, table }: { model: string; table: PriceTable }) {
  const { t } = useTranslation(['prices', 'common']);
  const money = useMoney();
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
              <th scope="colgroup" colSpan={table.widths.length} className={styles.widthsHeader}>
                {t('priceTable.width')}
              </th>
            </tr>
            <tr>
              <th scope="col" className={styles.rowHeader}>
                {t('priceTable.height')}
              </th>
              {table.widths.map((width) => (
                <th key={width} scope="col" className={styles.columnHeader}>
                  {width}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.heights.map((height, row) => (
              <tr key={height}>
                <th scope="row" className={styles.rowHeader}>
                  {height}
                </th>
                {table.widths.map((width, column) => {
                  const amount = table.cells[row]?.[column] ?? null;
                  return amount === null ? (
                    <td key={width} className={styles.notMade}>
                      <span aria-hidden="true">—</span>
                      <VisuallyHidden>{t('priceTable.notMade')}</VisuallyHidden>
                    </td>
                  ) : (
                    <td key={width} className={styles.amount}>
                      {money.amount(amount)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Text size="sm" tone="muted">
        {t(`priceTable.between.${table.between}`)} {t('priceTable.notMadeLegend')}
      </Text>
    </Stack>
  );
}
