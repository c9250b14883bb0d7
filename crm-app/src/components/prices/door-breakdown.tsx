import type { AppliedRule, Breakdown } from '@doorline/api-client';
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
  const component = (line: NetLine) =>
    line.component === 'base'
      ? t('priceRules.breakdownBase')
      : (optionNaming(line.optionId!)?.option ?? `#${line.optionId}`);
  // The dealer's rules (issue 43, part 4b): the list price, each rule that applied with what it took
  // off in all (a rule on everything is one line, not one per component) and the dealer's net.
  const netLines: PriceLine[] = net
    ? [
        { id: 'list', label: t('door.listPrice'), amount: money.amount(breakdown.listPrice) },
        ...rulesApplied(net.lines).map(({ rule, lines }): PriceLine => {
          const changed = lines.filter((line) => cents(line.net) !== cents(line.list));
          return {
            id: `rule-${rule.ruleId}`,
            label: t('priceRules.breakdownRule', {
              rule: ruleValueText(t, i18n.language, money.amount, rule),
            }),
            detail: t('priceRules.breakdownOn', {
              component: (changed.length > 0 ? changed : lines).map(component).join(', '),
              target: t(`priceRules.targetNames.${rule.target}`),
            }),
            amount: money.amount(
              lines.reduce((sum, line) => sum + cents(line.net) - cents(line.list), 0) / 100,
            ),
            tone: 'discount',
          };
        }),
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

type NetLine = NonNullable<Breakdown['net']>['lines'][number];

/** An amount the server gave, in whole cents: what a rule took off adds without a float's rest. */
const cents = (amount: number) => Math.round(amount * 100);

/** The rules that applied, each with the components it applied to, in the order the server gave them. */
function rulesApplied(lines: readonly NetLine[]): { rule: AppliedRule; lines: NetLine[] }[] {
  const byRule = new Map<number, { rule: AppliedRule; lines: NetLine[] }>();
  for (const line of lines) {
    const entry = byRule.get(line.rule.ruleId);
    if (entry) entry.lines.push(line);
    else byRule.set(line.rule.ruleId, { rule: line.rule, lines: [line] });
  }
  return [...byRule.values()];
}
