import { priceAccess, type Catalogue, type PriceVersionPrices } from '@doorline/api-client';
import { Button, EmptyState, InlineAlert, Select, Skeleton, Stack } from '@doorline/design-system';
import { useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMe } from '@/lib/auth';
import { useTranslation } from '@/lib/i18n';
import { parseId } from '@/lib/ids';
import { canAccess } from '@/lib/permissions';
import { usePriceCatalogue } from '../api/get-price-catalogue';
import { usePriceLists } from '../api/get-price-lists';
import { usePriceVersion } from '../api/get-price-version';
import { versionLabel } from '../lib/version-label';
import { chosenVersion, pickableVersions, type VersionChoice } from '../lib/versions';
import * as styles from '../prices.css';

/** What a tab shows the catalogue with: the catalogue, the chosen version and its prices. */
export interface VersionedData {
  catalogue: Catalogue;
  choice: VersionChoice;
  prices: PriceVersionPrices;
  /** The chosen version is a draft and the user may manage prices: its prices may be changed. */
  editable: boolean;
}

/**
 * The catalogue with the prices of one version (issue 43), for the Models and Options tabs: a picker
 * of the versions (the published ones; the drafts too for whom may manage prices), the one in the
 * address (`?version=`) or else the one in force, and the tab's content once its prices are there.
 */
export function VersionedPrices({ children }: { children: (data: VersionedData) => ReactNode }) {
  const { t, i18n } = useTranslation(['prices', 'common']);
  const me = useMe().data;
  const mayManage = canAccess(me, priceAccess.managePrices);
  const [params, setParams] = useSearchParams();
  const lists = usePriceLists();
  const catalogue = usePriceCatalogue();
  const choices = useMemo(() => pickableVersions(lists.data ?? [], mayManage), [lists.data, mayManage]);
  // A dealer user first sees their own dealer's list's prices in force, when it has any (issue 43).
  const choice = chosenVersion(choices, parseId(params.get('version')), me?.type === 'dealer');
  const prices = usePriceVersion(choice?.version.id ?? null);
  const withList = new Set(choices.map(({ list }) => list.id)).size > 1;

  const failed = [lists, catalogue, prices].filter((query) => query.isError);
  if (failed.length > 0)
    return (
      <Stack gap="md" align="start">
        <InlineAlert tone="critical" announce>
          {t('pricesPage.loadFailed')}
        </InlineAlert>
        <Button variant="secondary" onPress={() => failed.forEach((query) => void query.refetch())}>
          {t('pricesPage.retry')}
        </Button>
      </Stack>
    );
  if (!lists.isSuccess || !catalogue.isSuccess) return <Skeleton shape="block" height="16rem" />;
  if (!choice)
    return (
      <EmptyState
        title={t('versionPicker.none')}
        description={t('versionPicker.noneText')}
        headingLevel={2}
      />
    );

  return (
    <div className={styles.content}>
      <div className={styles.picker}>
        <Select
          label={t('versionPicker.label')}
          items={choices.map((item) => ({
            id: String(item.version.id),
            label: versionLabel(t, item, i18n.language, withList),
          }))}
          selectedKey={String(choice.version.id)}
          onSelectionChange={(key) =>
            setParams((current) => {
              const next = new URLSearchParams(current);
              next.set('version', key);
              return next;
            })
          }
        />
      </div>
      {prices.isSuccess ? (
        children({
          catalogue: catalogue.data,
          choice,
          prices: prices.data,
          editable: mayManage && choice.version.status === 'draft',
        })
      ) : (
        <Skeleton shape="block" height="16rem" />
      )}
    </div>
  );
}
