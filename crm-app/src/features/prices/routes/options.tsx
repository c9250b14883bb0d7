import type { CatalogueOption, OptionPrice } from '@doorline/api-client';
import {
  Button,
  DataTable,
  EmptyState,
  Inline,
  Section,
  Stack,
  StatusBadge,
  type StatusTone,
} from '@doorline/design-system';
import { lazy, Suspense, useMemo, useState } from 'react';
import { optionPriceText } from '@/components/prices/door-texts';
import { col } from '@/components/table/columns';
import { useLanguageMemo, useTranslation, type TFunction } from '@/lib/i18n';
import { useMoney } from '@/lib/money';
import type { Language } from '@/lib/session';
import { CatalogueToolbar, useCatalogueEditing } from '../components/catalogue-editing';
import { PriceFileActions } from '../components/price-file-actions';
import { VersionedPrices, type VersionedData } from '../components/versioned-prices';
import { nameOf } from '../lib/versions';
import * as styles from '../prices.css';
import { groupRuleKey } from '../lib/group-rule';

type PricesT = TFunction<readonly ['prices', 'common']>;
type Money = ReturnType<typeof useMoney>;

// The form library loads when a price dialog opens, as the record's dialogs (issue 12).
const OptionPriceDialog = lazy(() =>
  import('../components/price-dialogs').then((module) => ({ default: module.OptionPriceDialog })),
);

/** `/prices/options` (issue 43): the option groups with their options, rules and prices. */
export function Component() {
  return <VersionedPrices>{(data) => <OptionsByGroup {...data} />}</VersionedPrices>;
}

/** What a note tells, as a badge's colour. */
const noteTones = { info: 'info', upcharge: 'warning', leadTime: 'accent' } as const satisfies Record<
  string,
  StatusTone
>;

/** How an option's rules name the catalogue's entries: a model by its code (short), an option by its name. */
interface Names {
  models: Map<number, string>;
  options: Map<number, string>;
}

/** An option's rules in words: the models it is for, what it excludes and requires, its size limit. */
function ruleLines(t: PricesT, names: Names, option: CatalogueOption): string[] {
  const list = (ids: readonly number[], from: Map<number, string>) =>
    ids.map((id) => from.get(id) ?? `#${id}`).join(', ');
  const { maxWidth: width, maxHeight: height } = option;
  return [
    option.models === null
      ? t('priceOptions.allModels')
      : t('priceOptions.forModels', { models: list(option.models, names.models) }),
    option.excludes.length > 0
      ? t('priceOptions.excludes', { options: list(option.excludes, names.options) })
      : '',
    option.requires.length > 0
      ? t('priceOptions.requires', { options: list(option.requires, names.options) })
      : '',
    width !== null && height !== null
      ? t('priceOptions.upTo', { width, height })
      : width !== null
        ? t('priceOptions.widthUpTo', { width })
        : height !== null
          ? t('priceOptions.heightUpTo', { height })
          : '',
  ].filter(Boolean);
}

function columnsFor(
  t: PricesT,
  money: Money,
  language: Language,
  names: Names,
  prices: ReadonlyMap<number, OptionPrice>,
  onChange: ((option: CatalogueOption) => void) | null,
  actions: ReturnType<typeof useCatalogueEditing>['optionActions'],
) {
  const c = col<CatalogueOption>;
  const change = onChange
    ? [
        c('change', t('priceEdit.change'), (option) => (
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('priceEdit.changeOf', { name: nameOf(option.names, language) })}
            onPress={() => onChange(option)}
          >
            {t('priceEdit.change')}
          </Button>
        )),
      ]
    : [];
  return [
    c('code', t('priceOptions.code'), (option) => option.code),
    c('name', t('priceOptions.name'), (option) =>
      option.active ? (
        nameOf(option.names, language)
      ) : (
        <>
          {nameOf(option.names, language)} <StatusBadge tone="neutral" label={t('catalogueEdit.hidden')} />
        </>
      ),
    ),
    c('price', t('priceOptions.price'), (option) =>
      optionPriceText(t, money, language, prices.get(option.id)),
    ),
    c('rules', t('priceOptions.rules'), (option) => (
      <span className={styles.wrapCell}>
        {ruleLines(t, names, option).map((line) => (
          <span key={line}>{line}</span>
        ))}
      </span>
    )),
    c('note', t('priceOptions.note'), (option) =>
      option.note ? (
        <span className={styles.wrapCell}>
          <span>
            <StatusBadge
              tone={noteTones[option.note.kind]}
              label={t(`priceOptions.noteKind.${option.note.kind}`)}
            />
          </span>
          <span>{nameOf(option.note.names, language)}</span>
        </span>
      ) : (
        '—'
      ),
    ),
    ...change,
    ...(actions ? [c('actions', t('catalogueEdit.actions'), actions)] : []),
  ];
}

/**
 * Each option group a section (whether it is required, how many may be chosen) with its options'
 * table: code, name, price in the chosen version, rules in words and note. A hidden option
 * (`active: false`) is shown, marked, only to whom may manage prices, with New group, New option and
 * each option's Edit and Hide or Show (issue 43, part 2).
 */
function OptionsByGroup({ catalogue, choice, prices, editable }: VersionedData) {
  const { t, i18n } = useTranslation(['prices', 'common']);
  const money = useMoney();
  const [changing, setChanging] = useState<CatalogueOption | null>(null);
  const language = i18n.language;
  const names = useMemo<Names>(
    () => ({
      models: new Map(catalogue.models.map((model) => [model.id, model.code])),
      options: new Map(catalogue.options.map((option) => [option.id, nameOf(option.names, language)])),
    }),
    [catalogue, language],
  );
  const optionPrices = useMemo(
    () => new Map(prices.options.map((entry) => [entry.optionId, entry.price])),
    [prices],
  );
  const editing = useCatalogueEditing(catalogue);
  const { optionActions, groupActions, mayManage } = editing;
  const columns = useLanguageMemo(
    () => columnsFor(t, money, language, names, optionPrices, editable ? setChanging : null, optionActions),
    [t, money, names, optionPrices, editable, optionActions],
  );
  // A hidden group (it and its options not offered) is shown, marked, to whom may manage prices only.
  const groups = catalogue.groups.filter((group) => group.active || mayManage);
  if (groups.length === 0)
    return (
      <Stack gap="lg" minWidth={0}>
        <CatalogueToolbar editing={editing} page="options" />
        <EmptyState
          title={t('priceOptions.none')}
          description={t('priceOptions.noneText')}
          headingLevel={2}
        />
        {editing.dialogs}
      </Stack>
    );

  return (
    <Stack gap="xl" minWidth={0}>
      <CatalogueToolbar editing={editing} page="options" />
      {groups.map((group) => {
        const name = nameOf(group.names, language);
        return (
          <Section
            key={group.id}
            title={name}
            description={
              group.active
                ? t(groupRuleKey(group))
                : `${t(groupRuleKey(group))} · ${t('catalogueEdit.hidden')}`
            }
            headingLevel={2}
            actions={
              <Inline gap="sm">
                <PriceFileActions
                  target={{ kind: 'group', versionId: choice.version.id, groupId: group.id }}
                  name={name}
                  canImport={editable}
                />
                {groupActions?.(group)}
              </Inline>
            }
          >
            <DataTable
              aria-label={t('priceOptions.groupOptions', { group: name })}
              columns={columns}
              data={catalogue.options.filter(
                (option) => (option.active || mayManage) && option.groupId === group.id,
              )}
              getRowId={(option) => String(option.id)}
              density="compact"
              emptyText={t('priceOptions.empty')}
            />
          </Section>
        );
      })}
      <Suspense fallback={null}>
        {changing ? (
          <OptionPriceDialog
            isOpen
            onOpenChange={(open) => {
              if (!open) setChanging(null);
            }}
            versionId={choice.version.id}
            optionId={changing.id}
            optionName={nameOf(changing.names, language)}
            price={optionPrices.get(changing.id) ?? null}
          />
        ) : null}
      </Suspense>
      {editing.dialogs}
    </Stack>
  );
}
