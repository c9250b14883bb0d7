import type { Breakdown } from '@doorline/api-client';
import { PriceBreakdown, type PriceBreakdownState, type PriceLine } from '@doorline/design-system';
import { useTranslation } from '@/lib/i18n';
import { useMoney } from '@/lib/money';
import { breakdownLines, type OptionNaming } from './door-texts';
import { ruleValueText } from './rule-texts';

export interface DoorBreakdownProps {
  /** The server's breakdown; null while there is none (`state` is then `unavailable`). */
  breakdown: Breakdown | null;
  /** An option's group and name, for its line. */
  optionNaming: (optionId: number) => OptionNaming | undefined;
  /** `updating` while a newer check is asked; `unavailable` while there is no price. */
  state?: PriceBreakdownState;
  /** Why there is no price, while `unavailable`. */
  unavailableText?: string;
}

/**
 * A door's price as the server broke it down (issue 43, part 3): the base price with how it was
 * found, each option, and the list price of one door. The configurator shows its check's answer, "Why
 * this price" an item's stored breakdown.
 */
export function DoorBreakdown({
  breakdown,
  optionNaming,
  state = 'ready',
  unavailableText,
}: DoorBreakdownProps) {
  const { t, i18n } = useTranslation('prices');
  const money = useMoney();
  const shown = breakdown && state !== 'unavailable' ? state : 'unavailable';
  const net = breakdown?.net;
  // The dealer's rules (issue 43, part 4b): the list price, each rule that applied and the dealer's net.
  const netLines: PriceLine[] = net
    ? [
        { id: 'list', label: t('door.listPrice'), amount: money.amount(breakdown.listPrice) },
        ...net.lines.map((line, index): PriceLine => ({
          id: `rule-${index}`,
          label: t('priceRules.breakdownRule', { rule: ruleValueText(t, money.amount, line.rule) }),
          detail: t('priceRules.breakdownOn', {
            component:
              line.component === 'base'
                ? t('priceRules.breakdownBase')
                : (optionNaming(line.optionId!)?.option ?? `#${line.optionId}`),
            target: t(`priceRules.targetNames.${line.rule.target}`),
          }),
          amount: money.amount(Math.round((line.net - line.list) * 100) / 100),
          tone: 'discount',
        })),
      ]
    : [];
  return (
    <PriceBreakdown
      caption={t('door.price')}
      lines={
        breakdown ? [...breakdownLines(t, money, i18n.language, breakdown, optionNaming), ...netLines] : []
      }
      total={
        net
          ? { label: t('priceRules.net'), amount: money.amount(net.amount) }
          : { label: t('door.listPrice'), amount: breakdown ? money.amount(breakdown.listPrice) : '' }
      }
      state={shown}
      unavailableText={unavailableText ?? t('door.noPrice')}
      updatingText={t('door.updating')}
    />
  );
}
