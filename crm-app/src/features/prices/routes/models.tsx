import type { ProductModel, SizeRange } from '@doorline/api-client';
import {
  Button,
  DataTable,
  EmptyState,
  Link,
  Section,
  Stack,
  StatusBadge,
  Text,
} from '@doorline/design-system';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { col } from '@/components/table/columns';
import { CatalogueToolbar, useCatalogueEditing } from '../components/catalogue-editing';
import { useLanguageMemo, useTranslation, type TFunction } from '@/lib/i18n';
import { parseId } from '@/lib/ids';
import type { Language } from '@/lib/session';
import { ModelPriceCard } from '../components/model-price';
import { ModelThumbnail } from '../components/model-thumbnail';
import * as pictureStyles from '../model-picture.css';
import { PriceFileActions } from '../components/price-file-actions';
import { VersionedPrices, type VersionedData } from '../components/versioned-prices';
import { nameOf } from '../lib/versions';

type PricesT = TFunction<readonly ['prices', 'common']>;

// The form library loads when a price dialog opens, as the record's dialogs (issue 12).
const ModelPriceDialog = lazy(() =>
  import('../components/price-dialogs').then((module) => ({ default: module.ModelPriceDialog })),
);
// A model's picture's dialog (issue 43) loads when it opens, for whom may manage prices.
const ModelPictureDialog = lazy(() =>
  import('../components/model-picture-dialog').then((module) => ({ default: module.ModelPictureDialog })),
);

/** `/prices/models` (issue 43): the catalogue's models by family, and a chosen model's base price. */
export function Component() {
  return <VersionedPrices>{(data) => <ModelsByFamily {...data} />}</VersionedPrices>;
}

/** The address of a model's base price in a version: the same tab, naming both. */
const modelHref = (versionId: number, modelId: number) =>
  `/prices/models?${new URLSearchParams({ version: String(versionId), model: String(modelId) })}`;

/** A size range as the table shows it: `600–1200, step 10` (millimetres, in the column's header). */
const rangeText = (t: PricesT, { min, max, step }: SizeRange) => t('priceModels.range', { min, max, step });

function columnsFor(
  t: PricesT,
  language: Language,
  versionId: number,
  chosen: number | null,
  actions: ReturnType<typeof useCatalogueEditing>['modelActions'],
  onPicture: ((model: ProductModel) => void) | null,
) {
  const c = col<ProductModel>;
  return [
    c('picture', t('modelPicture.column'), (model) => (
      <span className={pictureStyles.cell}>
        <ModelThumbnail model={model} name={nameOf(model.names, language)} />
        {onPicture ? (
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('modelPicture.actionOf', { name: nameOf(model.names, language) })}
            onPress={() => onPicture(model)}
          >
            {t('modelPicture.action')}
          </Button>
        ) : null}
      </span>
    )),
    c('code', t('priceModels.code'), (model) => model.code),
    c('name', t('priceModels.name'), (model) => (
      <>
        <Link href={modelHref(versionId, model.id)} aria-current={model.id === chosen ? 'true' : undefined}>
          {nameOf(model.names, language)}
        </Link>
        {model.active ? null : (
          <>
            {' '}
            <StatusBadge tone="neutral" label={t('catalogueEdit.hidden')} />
          </>
        )}
      </>
    )),
    c('leaves', t('priceModels.leaves'), (model) => t(`priceModels.leafCount.${model.leafCount}`)),
    c('handsSwings', t('priceModels.handsSwings'), (model) =>
      [
        model.hands.map((hand) => t(`priceModels.hand.${hand}`)).join(', '),
        model.swings.map((swing) => t(`priceModels.swing.${swing}`)).join(', '),
      ].join(' · '),
    ),
    c('width', t('priceModels.width'), (model) => rangeText(t, model.sizeRule.width)),
    c('height', t('priceModels.height'), (model) => rangeText(t, model.sizeRule.height)),
    ...(actions ? [c('actions', t('catalogueEdit.actions'), actions)] : []),
  ];
}

/**
 * Each family a section with its models' table (code, name, leaves, hands and swings, the width's and
 * the height's range and step); a model's name leads to its base price in the chosen version, shown
 * under its family's table. What the catalogue hides (`active: false`) is shown, marked, only to whom
 * may manage prices, with New family, New model and each model's Edit and Hide or Show (issue 43,
 * part 2); a family without models is shown to them too. Each model's picture leads its row (issue
 * 43), with its Picture button for them (upload, replace, remove).
 */
function ModelsByFamily({ catalogue, choice, prices, editable }: VersionedData) {
  const { t, i18n } = useTranslation(['prices', 'common']);
  const [params] = useSearchParams();
  const [changing, setChanging] = useState(false);
  const chosen = parseId(params.get('model'));
  const versionId = choice.version.id;
  const editing = useCatalogueEditing(catalogue);
  const { modelActions, familyActions, mayManage } = editing;
  const [picturing, setPicturing] = useState<ProductModel | null>(null);
  const columns = useLanguageMemo(
    () => columnsFor(t, i18n.language, versionId, chosen, modelActions, mayManage ? setPicturing : null),
    [t, versionId, chosen, modelActions, mayManage],
  );
  // Whom may manage prices sees the hidden models too, marked; the others the shown ones only.
  const models = catalogue.models.filter((model) => model.active || mayManage);
  if (models.length === 0)
    return (
      <Stack gap="lg" minWidth={0}>
        <CatalogueToolbar editing={editing} page="models" />
        <EmptyState title={t('priceModels.none')} description={t('priceModels.noneText')} headingLevel={2} />
        {editing.dialogs}
      </Stack>
    );

  return (
    <Stack gap="xl" minWidth={0}>
      <CatalogueToolbar editing={editing} page="models" />
      <Text tone="muted">{t('priceModels.choose')}</Text>
      {catalogue.families
        // A hidden family (its models not offered) is shown, marked, to whom may manage prices only.
        .filter((family) => family.active || mayManage)
        .map((family) => {
          const own = models.filter((model) => model.familyId === family.id);
          if (own.length === 0 && !mayManage) return null;
          const name = nameOf(family.names, i18n.language);
          const model = own.find((item) => item.id === chosen);
          return (
            <Section
              key={family.id}
              title={name}
              headingLevel={2}
              description={family.active ? undefined : t('catalogueEdit.hidden')}
              actions={familyActions?.(family)}
            >
              <Stack gap="lg" minWidth={0}>
                <DataTable
                  aria-label={t('priceModels.familyModels', { family: name })}
                  columns={columns}
                  data={own}
                  getRowId={(item) => String(item.id)}
                  density="compact"
                  emptyText={t('catalogueEdit.noModels')}
                />
                {model ? (
                  <>
                    <ModelPriceCard
                      model={nameOf(model.names, i18n.language)}
                      price={prices.models.find((entry) => entry.modelId === model.id)?.price ?? null}
                      onChange={editable ? () => setChanging(true) : undefined}
                      files={
                        <PriceFileActions
                          target={{ kind: 'model', versionId, modelId: model.id }}
                          name={nameOf(model.names, i18n.language)}
                          exportable={
                            prices.models.find((entry) => entry.modelId === model.id)?.price.kind === 'table'
                          }
                          canImport={editable}
                        />
                      }
                    />
                    <Suspense fallback={null}>
                      {changing ? (
                        <ModelPriceDialog
                          isOpen
                          onOpenChange={setChanging}
                          versionId={versionId}
                          model={model}
                          modelName={nameOf(model.names, i18n.language)}
                          price={prices.models.find((entry) => entry.modelId === model.id)?.price ?? null}
                        />
                      ) : null}
                    </Suspense>
                  </>
                ) : null}
              </Stack>
            </Section>
          );
        })}
      {editing.dialogs}
      <Suspense fallback={null}>
        {picturing ? (
          <ModelPictureDialog
            model={picturing}
            name={nameOf(picturing.names, i18n.language)}
            onOpenChange={(isOpen) => {
              if (!isOpen) setPicturing(null);
            }}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
}
