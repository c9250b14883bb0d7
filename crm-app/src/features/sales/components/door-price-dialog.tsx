import type { ItemDoor, PriceList } from '@doorline/api-client';
import { Button, Dialog, InlineAlert, KeyValueList, Skeleton, Stack } from '@doorline/design-system';
import { DoorBreakdown } from '@/components/prices/door-breakdown';
import { nameOf } from '@/components/prices/door-texts';
import { useMe } from '@/lib/auth';
import { useTranslation } from '@/lib/i18n';
import { mayOpen } from '@/lib/page-access';
import type { Language } from '@/lib/session';
import { useItemDoor, usePriceLists } from '../api/get-item-door';

/**
 * "Why this price" (issue 43, part 3): a configured item's door as it was added, in the reader's
 * language from the names it kept (the model, the size, the hand and swing, each option with its
 * group), the price version it was priced from and the breakdown the server stored. Nothing is priced
 * again: a later version or a renamed option never changes it.
 */
export function DoorPriceDialog({
  itemId,
  onOpenChange,
}: {
  itemId: number;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const { t } = useTranslation(['prices', 'sales']);
  const door = useItemDoor(itemId);
  return (
    <Dialog
      title={t('door.whyThisPrice')}
      description={t('door.whyThisPriceText')}
      isOpen
      onOpenChange={onOpenChange}
      closeLabel={t('door.close')}
      footer={<Button slot="close">{t('door.close')}</Button>}
    >
      {door.isError ? (
        <InlineAlert tone="critical">{t('door.loadFailed')}</InlineAlert>
      ) : door.data ? (
        <DoorSummary door={door.data} />
      ) : (
        <Skeleton shape="block" height="16rem" />
      )}
    </Dialog>
  );
}

/** The version as a picker names it, with its list where the reader's lists have several. */
function versionName(
  t: ReturnType<typeof useTranslation<'prices'>>['t'],
  lists: readonly PriceList[] | undefined,
  versionId: number,
  language: Language,
) {
  const version = lists?.flatMap((list) => list.versions).find((one) => one.id === versionId);
  return version
    ? t('versionPicker.version', { number: version.number, name: nameOf(version.names, language) })
    : `#${versionId}`;
}

function DoorSummary({ door }: { door: ItemDoor }) {
  const { t, i18n } = useTranslation('prices');
  const language = i18n.language;
  const lists = usePriceLists(mayOpen(useMe().data, 'prices'));
  const { configuration } = door;
  const chosen = new Map(configuration.chosen.map((entry) => [entry.option.id, entry]));
  const optionNaming = (optionId: number) => {
    const entry = chosen.get(optionId);
    return entry
      ? { group: nameOf(entry.group.names, language), option: nameOf(entry.option.names, language) }
      : undefined;
  };
  const size = t('door.summary.sizeValue', { width: configuration.width, height: configuration.height });
  const leaves = configuration.leafWidths?.length
    ? t('door.summary.leavesValue', { widths: configuration.leafWidths.join(' + ') })
    : null;
  return (
    <Stack gap="lg">
      <KeyValueList
        emptyValue="—"
        items={[
          {
            key: 'model',
            label: t('configurator.model'),
            value: `${nameOf(configuration.model.names, language)} (${configuration.model.code})`,
          },
          { key: 'size', label: t('configurator.size'), value: leaves ? `${size}; ${leaves}` : size },
          {
            key: 'hand',
            label: t('configurator.hand'),
            value: t(`configurator.hands.${configuration.hand}`),
          },
          {
            key: 'swing',
            label: t('configurator.swing'),
            value: t(`configurator.swings.${configuration.swing}`),
          },
          {
            key: 'options',
            label: t('configurator.options'),
            value:
              configuration.chosen.length === 0 ? null : (
                <Stack gap="xs">
                  {configuration.chosen.map(({ option, group }) => (
                    <span key={option.id}>
                      {t('door.option', {
                        group: nameOf(group.names, language),
                        option: `${nameOf(option.names, language)} (${option.code})`,
                      })}
                    </span>
                  ))}
                </Stack>
              ),
          },
          {
            key: 'version',
            label: t('door.summary.version'),
            value: versionName(t, lists.data, door.versionId, language),
          },
        ]}
      />
      <DoorBreakdown breakdown={door.breakdown} optionNaming={optionNaming} />
    </Stack>
  );
}
