import { formatPercent, type Catalogue, type PriceRule } from '@doorline/api-client';
import type { Language } from '@/lib/session';
import { nameOf, type PricesT } from './door-texts';

/*
 * A dealer's discount rule in words (issue 43, part 4b): the rules' page and a door's breakdown say
 * a rule the same way.
 */

/** The rule itself: `10% off` (`знижка 12,5%`: the reader's number format), or a net price. */
export const ruleValueText = (
  t: PricesT,
  language: Language,
  amount: (value: number) => string,
  rule: Pick<PriceRule, 'kind' | 'value'>,
): string =>
  rule.kind === 'percent'
    ? t('priceRules.percentOff', { percent: formatPercent(rule.value, language) })
    : t('priceRules.netPrice', { amount: amount(rule.value) });

/** What a rule applies to: everything, or the family, model or option group by its name. */
export function ruleTargetText(
  t: PricesT,
  language: Language,
  catalogue: Pick<Catalogue, 'families' | 'models' | 'groups'> | null,
  rule: Pick<PriceRule, 'target' | 'targetId'>,
): string {
  if (rule.target === 'all') return t('priceRules.targetOf.all');
  const named: { id: number; names: Catalogue['families'][number]['names']; code?: string }[] | undefined =
    rule.target === 'family'
      ? catalogue?.families
      : rule.target === 'model'
        ? catalogue?.models
        : catalogue?.groups;
  const found = named?.find((entry) => entry.id === rule.targetId);
  const name = !found
    ? `#${rule.targetId}`
    : rule.target === 'model'
      ? `${found.code} ${nameOf(found.names, language)}`
      : nameOf(found.names, language);
  return t(`priceRules.targetOf.${rule.target}`, { name });
}
