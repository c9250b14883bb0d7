import { priceAccess, type PriceList, type PriceVersion } from '@doorline/api-client';
import {
  Button,
  DataTable,
  EmptyState,
  Inline,
  InlineAlert,
  Section,
  Skeleton,
  Stack,
  StatusBadge,
  Text,
  toast,
} from '@doorline/design-system';
import { lazy, Suspense, useState } from 'react';
import { ConfirmedActions } from '@/components/confirmed-actions';
import { col } from '@/components/table/columns';
import { useMe } from '@/lib/auth';
import { formatDay } from '@/lib/dates';
import { explainError } from '@/lib/errors';
import { useLanguageMemo, useTranslation, type TFunction } from '@/lib/i18n';
import { canAccess } from '@/lib/permissions';
import type { Language } from '@/lib/session';
import { useDeletePriceVersion } from '../api/delete-price-version';
import { usePriceLists } from '../api/get-price-lists';
import { listsInOrder, nameOf } from '../lib/versions';

type PricesT = TFunction<readonly ['prices', 'common']>;

// The forms (and the form library, the date picker) load when their dialog opens: the tab only shows.
const NewDraftDialog = lazy(() =>
  import('../components/version-dialogs').then((module) => ({ default: module.NewDraftDialog })),
);
const NewPriceListDialog = lazy(() =>
  import('../components/price-list-dialog').then((module) => ({ default: module.NewPriceListDialog })),
);
const PublishVersionDialog = lazy(() =>
  import('../components/version-dialogs').then((module) => ({ default: module.PublishVersionDialog })),
);

/**
 * `/prices/versions` (issue 43): each price list with its versions, newest first: number, name,
 * status, the day it takes effect and whether it is in force. Whom may manage prices makes a new
 * price list (a dealer's own), a new draft of a list (copying one of its versions; a list without
 * versions copies the list price's), publishes a draft from a day on, or deletes one.
 */
export function Component() {
  const { t, i18n } = useTranslation(['prices', 'common']);
  const mayManage = canAccess(useMe().data, priceAccess.managePrices);
  const lists = usePriceLists();
  const [drafting, setDrafting] = useState<PriceList | null>(null);
  const [makingList, setMakingList] = useState(false);
  const [publishing, setPublishing] = useState<PriceVersion | null>(null);
  const columns = useLanguageMemo(
    () => columnsFor(t, i18n.language, mayManage ? setPublishing : null),
    [t, mayManage],
  );

  if (lists.isError)
    return (
      <Stack gap="md" align="start">
        <InlineAlert tone="critical" announce>
          {t('pricesPage.loadFailed')}
        </InlineAlert>
        <Button variant="secondary" onPress={() => void lists.refetch()}>
          {t('pricesPage.retry')}
        </Button>
      </Stack>
    );
  if (lists.isPending) return <Skeleton shape="block" height="16rem" />;
  if (lists.data.length === 0)
    return (
      <EmptyState
        title={t('priceVersions.none')}
        description={t('priceVersions.noneText')}
        headingLevel={2}
      />
    );

  // A list without versions yet: its first draft copies a version of the list price.
  const listPrice = lists.data.find((list) => list.isDefault) ?? null;
  const copyListOf = (list: PriceList) => (list.versions.length > 0 || !listPrice ? list : listPrice);
  return (
    <Stack gap="xl" minWidth={0}>
      {mayManage ? (
        <Inline gap="sm" justify="end">
          <Button variant="secondary" onPress={() => setMakingList(true)}>
            {t('priceLists.new')}
          </Button>
        </Inline>
      ) : null}
      {listsInOrder(lists.data).map((list) => {
        const name = nameOf(list.names, i18n.language);
        return (
          <Section
            key={list.id}
            title={name}
            headingLevel={2}
            description={
              list.isDefault ? (
                <Inline gap="sm">
                  <StatusBadge tone="accent" label={t('priceVersions.listPrice')} />
                  <Text as="span" size="sm" tone="muted">
                    {t('priceVersions.listPriceText')}
                  </Text>
                </Inline>
              ) : undefined
            }
            actions={
              mayManage && copyListOf(list).versions.length > 0 ? (
                <Button
                  variant="secondary"
                  aria-label={t('priceVersions.newDraftOf', { list: name })}
                  onPress={() => setDrafting(list)}
                >
                  {t('priceVersions.newDraft')}
                </Button>
              ) : null
            }
          >
            <DataTable
              aria-label={t('priceVersions.versionsOf', { list: name })}
              columns={columns}
              data={list.versions}
              getRowId={(version) => String(version.id)}
              emptyText={t('priceVersions.empty')}
            />
          </Section>
        );
      })}
      <Suspense fallback={null}>
        {drafting && (
          <NewDraftDialog
            isOpen
            list={drafting}
            copyList={copyListOf(drafting)}
            onOpenChange={(open) => {
              if (!open) setDrafting(null);
            }}
          />
        )}
        {makingList && (
          <NewPriceListDialog
            isOpen
            onOpenChange={(open) => {
              if (!open) setMakingList(false);
            }}
          />
        )}
        {publishing && (
          <PublishVersionDialog
            isOpen
            version={publishing}
            onOpenChange={(open) => {
              if (!open) setPublishing(null);
            }}
          />
        )}
      </Suspense>
    </Stack>
  );
}

/**
 * The versions' columns; with `onPublish` (whom may manage prices) a draft's Publish, which opens its
 * dialog, and Delete, after asking.
 */
function columnsFor(t: PricesT, language: Language, onPublish: ((version: PriceVersion) => void) | null) {
  const c = col<PriceVersion>;
  return [
    c('number', t('priceVersions.number'), (version) => version.number),
    c('name', t('priceVersions.name'), (version) => nameOf(version.names, language)),
    c('status', t('priceVersions.status'), (version) => (
      <Inline gap="xs" wrap={false}>
        <StatusBadge
          tone={version.status === 'draft' ? 'neutral' : 'info'}
          status={version.status}
          label={t(`priceVersions.statuses.${version.status}`)}
        />
        {version.inForce ? <StatusBadge tone="success" label={t('priceVersions.inForce')} /> : null}
      </Inline>
    )),
    c(
      'effectiveFrom',
      t('priceVersions.effectiveFrom'),
      (version) => formatDay(version.effectiveFrom) || '—',
    ),
    ...(onPublish
      ? [
          c('actions', t('priceVersions.actions'), (version) =>
            version.status === 'draft' ? (
              <Inline gap="xs" wrap={false}>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('priceVersions.publishVersion', { number: version.number })}
                  onPress={() => onPublish(version)}
                >
                  {t('priceVersions.publish')}
                </Button>
                <DeleteDraft version={version} />
              </Inline>
            ) : null,
          ),
        ]
      : []),
  ];
}

/** A draft's Delete, after a confirm dialog: the draft goes with its prices. */
function DeleteDraft({ version }: { version: PriceVersion }) {
  const { t } = useTranslation(['prices', 'common']);
  const remove = useDeletePriceVersion();
  return (
    <ConfirmedActions
      actions={['delete'] as const}
      label={() => t('priceVersions.delete')}
      isCritical={() => true}
      chooser={(choose) => (
        <Button
          size="sm"
          variant="ghost"
          aria-label={t('priceVersions.deleteVersion', { number: version.number })}
          onPress={() => choose('delete')}
        >
          {t('priceVersions.delete')}
        </Button>
      )}
      confirm={() => ({
        title: t('priceVersions.deleteTitle', { number: version.number }),
        description: t('priceVersions.deleteText'),
      })}
      strings={{
        confirm: t('priceVersions.delete'),
        cancel: t('priceVersions.cancel'),
        pending: t('priceVersions.deleting'),
      }}
      onConfirm={async () => {
        try {
          await remove.mutateAsync(version.id);
          toast.success(t('priceVersions.deleted'));
        } catch (error) {
          toast.error(explainError(t, error, t('priceVersions.deleteFailed')));
          throw error;
        }
      }}
    />
  );
}
