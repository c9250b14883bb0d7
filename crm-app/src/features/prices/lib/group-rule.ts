import type { OptionGroup } from '@doorline/api-client';

/**
 * Whether a group's option must be chosen, and how many may be, as the key of its words: the options
 * page under each group's title, the configurator under each group's legend.
 */
export const groupRuleKey = (group: Pick<OptionGroup, 'required' | 'multiple'>) =>
  group.required
    ? group.multiple
      ? 'priceOptions.group.requiredMany'
      : 'priceOptions.group.requiredOne'
    : group.multiple
      ? 'priceOptions.group.optionalMany'
      : 'priceOptions.group.optionalOne';
