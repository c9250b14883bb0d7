import type {
  Catalogue,
  CatalogueOption,
  OptionNoteKind,
  OptionPrice,
  OptionState,
} from '@doorline/api-client';
import {
  OptionPicker,
  Section,
  Stack,
  type OptionNoteTone,
  type OptionPickerOption,
} from '@doorline/design-system';
import { nameOf, optionPriceText } from '@/components/prices/door-texts';
import { useTranslation } from '@/lib/i18n';
import { useMoney } from '@/lib/money';
import { chooseInGroup, groupsFor, messageAt, type DoorDraft, type ShownGroup } from '../lib/door-draft';
import { reasonText } from '../lib/option-reasons';
import { groupRuleKey } from '../lib/group-rule';

/** "None" of an optional group of one choice: a radio cannot be cleared, so none is an option. */
const NONE = 'none';

/** Information and an up-charge read as neutral; a longer lead time as a warning. */
const noteTones: Record<OptionNoteKind, OptionNoteTone> = {
  info: 'info',
  upcharge: 'info',
  leadTime: 'warning',
};

export interface DoorOptionsProps {
  catalogue: Catalogue;
  modelId: number;
  draft: DoorDraft;
  onChange: (draft: DoorDraft) => void;
  /** Every option's state from the server's last answer; none before the first. */
  states: readonly OptionState[] | undefined;
  /** Each option's price in the version the door is priced from. */
  prices: ReadonlyMap<number, OptionPrice>;
  /** The server's problems by place (`placeOf`), in the reader's language. */
  messages: ReadonlyMap<string, readonly string[]>;
  /** The size the server's answer was for, to say which limit an option's size exceeds. */
  size: { width: number; height: number } | null;
}

/**
 * One option picker per active group with options for the model, in the catalogue's order: each
 * option with its code, its price ("+ 120,00 ₴", "+ 45,00 ₴ per m²", "+ 12 % of the base price") and
 * its note. An option the current choice or size rules out stays in its list, disabled, with the
 * server's reason; a chosen one is never disabled, so that it can be taken off (its problem shows
 * under its group).
 */
export function DoorOptions({
  catalogue,
  modelId,
  draft,
  onChange,
  states,
  prices,
  messages,
  size,
}: DoorOptionsProps) {
  const { t, i18n } = useTranslation('prices');
  const money = useMoney();
  const language = i18n.language;
  const stateOf = new Map((states ?? []).map((state) => [state.optionId, state]));
  const groupOf = new Map(catalogue.groups.map((group) => [group.id, group]));
  const optionNaming = (optionId: number) => {
    const option = catalogue.options.find((one) => one.id === optionId);
    const group = option && groupOf.get(option.groupId);
    return option && group
      ? { group: nameOf(group.names, language), option: nameOf(option.names, language) }
      : undefined;
  };
  const pickerOption = (option: CatalogueOption): OptionPickerOption => {
    const price = prices.get(option.id);
    const chosen = draft.options.includes(option.id);
    const reason = chosen
      ? undefined
      : reasonText(t, stateOf.get(option.id)?.reasons ?? [], optionNaming, size);
    return {
      id: String(option.id),
      label: nameOf(option.names, language),
      code: option.code,
      ...(price
        ? {
            price:
              price.kind === 'fixed' && price.amount === 0
                ? t('configurator.included')
                : t('configurator.plus', { price: optionPriceText(t, money, language, price) }),
          }
        : {}),
      ...(reason ? { disabledReason: reason } : {}),
      ...(option.note
        ? { note: { tone: noteTones[option.note.kind], text: nameOf(option.note.names, language) } }
        : {}),
    };
  };

  const picker = (shown: ShownGroup) => {
    const { group, options } = shown;
    const label = nameOf(group.names, language);
    const common = {
      label,
      description: t(groupRuleKey(group)),
      errorMessage: messageAt(messages, `group.${group.id}`),
      isRequired: group.required,
    };
    const items = options.map(pickerOption);
    const chosen = options.filter((option) => draft.options.includes(option.id)).map((option) => option.id);
    if (group.multiple)
      return (
        <OptionPicker
          key={group.id}
          {...common}
          selectionMode="multiple"
          options={items}
          value={chosen.map(String)}
          onChange={(ids) => onChange(chooseInGroup(draft, shown, ids.map(Number)))}
        />
      );
    return (
      <OptionPicker
        key={group.id}
        {...common}
        selectionMode="single"
        options={group.required ? items : [{ id: NONE, label: t('configurator.none') }, ...items]}
        value={chosen[0] !== undefined ? String(chosen[0]) : group.required ? null : NONE}
        onChange={(id) => onChange(chooseInGroup(draft, shown, id === NONE ? [] : [Number(id)]))}
      />
    );
  };

  return (
    <Section title={t('configurator.options')} headingLevel={2}>
      <Stack gap="lg">{groupsFor(catalogue, modelId).map(picker)}</Stack>
    </Section>
  );
}
