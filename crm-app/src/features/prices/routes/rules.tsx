import { type PriceRule, priceRuleAccess } from '@doorline/api-client';
import {
  Button,
  DataTable,
  EmptyState,
  Inline,
  InlineAlert,
  Section,
  Skeleton,
  Stack,
  Text,
  toast,
} from '@doorline/design-system';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ConfirmedActions } from '@/components/confirmed-actions';
import { DealerPicker } from '@/components/dealer-picker';
import { ruleTargetText, ruleValueText } from '@/components/prices/rule-texts';
import { col } from '@/components/table/columns';
import { useMe } from '@/lib/auth';
import { formatDay } from '@/lib/dates';
import { explainError } from '@/lib/errors';
import { useLanguageMemo, useTranslation, type TFunction } from '@/lib/i18n';
import { useMoney } from '@/lib/money';
import { canAccess } from '@/lib/permissions';
import type { Language } from '@/lib/session';
import { usePriceCatalogue } from '../api/get-price-catalogue';
import { useDealerPriceRules, useDeletePriceRule } from '../api/price-rules';
import { DealerPriceList } from '../components/dealer-price-list';

type PricesT = TFunction<readonly ['prices', 'common']>;
type Money = ReturnType<typeof useMoney>;

// The rule's form (and the form library, the date picker) loads when its dialog opens.
const PriceRuleDialog = lazy(() =>
  import('../components/rule-dialogs').then((module) => ({ default: module.PriceRuleDialog })),
);

/**
 * `/prices/rules` (issue 43, part 4b): a dealer's discount rules in the order they apply. The
 * organization picks the dealer (kept in the address, `?dealer=`) and, with `prices.rules`, adds,
 * changes and deletes rules; a dealer's own users read their dealer's only.
 */
export function Component() {
  const { t, i18n } = useTranslation(['prices', 'common']);
  const me = useMe().data;
  const mayManage = canAccess(me, priceRuleAccess.manageRules);
  const [params, setParams] = useSearchParams();
  const chosen = Number(params.get('dealer')) || null;
  const dealerId = me?.type === 'dealer' ? me.dealerId : chosen;
  const rules = useDealerPriceRules(dealerId);
  const catalogue = usePriceCatalogue();
  const money = useMoney();
  const [editing, setEditing] = useState<PriceRule | 'new' | null>(null);
  const columns = useLanguageMemo(
    () =>
      columnsFor(t, i18n.language, money, catalogue.data ?? null, mayManage && dealerId ? setEditing : null),
    [t, money, catalogue.data, mayManage, dealerId],
  );

  const picker =
    me?.type === 'organization' ? (
      <DealerPicker
        label={t('priceRules.dealer')}
        placeholder={t('priceRules.chooseDealer')}
        selectedKey={chosen === null ? null : String(chosen)}
        // The dealer in the address, named before the look-up has loaded it.
        selectedLabel={rules.data?.dealerId === chosen ? rules.data?.dealerName : undefined}
        onSelectionChange={(key) => setParams(key ? { dealer: key } : {}, { replace: true })}
      />
    ) : null;

  let body;
  if (dealerId === null)
    body = (
      <EmptyState
        title={t('priceRules.noDealer')}
        description={t('priceRules.noDealerText')}
        headingLevel={2}
      />
    );
  else if (rules.isError)
    body = (
      <Stack gap="md" align="start">
        <InlineAlert tone="critical" announce>
          {explainError(t, rules.error, t('priceRules.loadFailed'))}
        </InlineAlert>
        <Button variant="secondary" onPress={() => void rules.refetch()}>
          {t('pricesPage.retry')}
        </Button>
      </Stack>
    );
  else if (rules.isPending) body = <Skeleton shape="block" height="12rem" />;
  else
    body = (
      <DataTable
        aria-label={t('priceRules.title')}
        columns={columns}
        data={rules.data.rules}
        getRowId={(rule) => String(rule.id)}
        emptyText={t('priceRules.none')}
      />
    );

  return (
    <Stack gap="lg" minWidth={0}>
      {picker}
      {dealerId !== null && rules.data?.priceList ? (
        <DealerPriceList dealerId={dealerId} priceList={rules.data.priceList} mayManage={mayManage} />
      ) : null}
      <Section
        title={t('priceRules.title')}
        headingLevel={2}
        description={
          <Text as="span" size="sm" tone="muted">
            {t('priceRules.order')}
          </Text>
        }
        actions={
          mayManage && dealerId !== null ? (
            <Button variant="secondary" onPress={() => setEditing('new')}>
              {t('priceRules.add')}
            </Button>
          ) : null
        }
      >
        {body}
      </Section>
      <Suspense fallback={null}>
        {editing && dealerId !== null && catalogue.data ? (
          <PriceRuleDialog
            isOpen
            dealerId={dealerId}
            rule={editing === 'new' ? null : editing}
            catalogue={catalogue.data}
            onOpenChange={(open) => {
              if (!open) setEditing(null);
            }}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
}

function columnsFor(
  t: PricesT,
  language: Language,
  money: Money,
  catalogue: Parameters<typeof ruleTargetText>[2],
  onEdit: ((rule: PriceRule) => void) | null,
) {
  const c = col<PriceRule>;
  return [
    c('target', t('priceRules.target'), (rule) => ruleTargetText(t, language, catalogue, rule)),
    c('rule', t('priceRules.rule'), (rule) => ruleValueText(t, language, money.amount, rule)),
    c('valid', t('priceRules.valid'), (rule) =>
      rule.validFrom || rule.validTo
        ? `${formatDay(rule.validFrom) || '…'} – ${formatDay(rule.validTo) || '…'}`
        : t('priceRules.always'),
    ),
    c('minQuantity', t('priceRules.minQuantity'), (rule) => rule.minQuantity),
    c('note', t('priceRules.note'), (rule) => rule.note || '—'),
    ...(onEdit
      ? [
          c('actions', t('priceRules.actions'), (rule) => (
            <Inline gap="xs" wrap={false}>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('priceRules.changeRule', {
                  target: ruleTargetText(t, language, catalogue, rule),
                })}
                onPress={() => onEdit(rule)}
              >
                {t('priceRules.change')}
              </Button>
              <DeleteRule rule={rule} label={ruleTargetText(t, language, catalogue, rule)} />
            </Inline>
          )),
        ]
      : []),
  ];
}

/** A rule's Delete, after a confirm dialog. */
function DeleteRule({ rule, label }: { rule: PriceRule; label: string }) {
  const { t } = useTranslation(['prices', 'common']);
  const remove = useDeletePriceRule();
  return (
    <ConfirmedActions
      actions={['delete'] as const}
      label={() => t('priceRules.delete')}
      isCritical={() => true}
      chooser={(choose) => (
        <Button
          size="sm"
          variant="ghost"
          aria-label={t('priceRules.deleteRule', { target: label })}
          onPress={() => choose('delete')}
        >
          {t('priceRules.delete')}
        </Button>
      )}
      confirm={() => ({
        title: t('priceRules.deleteTitle', { target: label }),
        description: t('priceRules.deleteText'),
      })}
      strings={{
        confirm: t('priceRules.delete'),
        cancel: t('priceRules.cancel'),
        pending: t('priceRules.deleting'),
      }}
      onConfirm={async () => {
        try {
          await remove.mutateAsync({ dealerId: rule.dealerId, ruleId: rule.id });
          toast.success(t('priceRules.deleted'));
        } catch (error) {
          toast.error(explainError(t, error, t('priceRules.deleteFailed')));
          throw error;
        }
      }}
    />
  );
}
