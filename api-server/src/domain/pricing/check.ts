// Whether a configuration can be made (docs/decisions.md "Issue 43: the door catalogue and its
// prices"): its size against the model's rule, its hand and swing, and its options against their
// rules. One check for the server and the configurator: it also answers, for every option, whether it
// could be chosen now and why not, so that the screen shows an excluded option disabled with its
// reason rather than hiding it.
import type { Catalogue, CatalogueOption, Configuration, SizeRange } from './catalogue.js';

/** Why a configuration, or one of its values, cannot be made. */
export type ProblemCode =
  | 'offStep'
  | 'outOfRange'
  | 'leafCount'
  | 'leafSum'
  | 'notOffered'
  | 'unknownOption'
  | 'notForModel'
  | 'excluded'
  | 'requires'
  | 'tooLarge'
  | 'groupRequired'
  | 'oneOfGroup';

/** One problem: the field at fault (`width`, `leafWidths.1`, `options.2`, …), why, and its figures. */
export interface Problem {
  field: string;
  code: ProblemCode;
  params: Record<string, number | string>;
}

/** Why an option cannot be chosen with the configuration as it is. */
export type OptionReason =
  | { code: 'notForModel' }
  | { code: 'excluded'; by: number }
  | { code: 'tooLarge'; maxWidth?: number; maxHeight?: number };

/** An option's state for a configuration: chosen, and why it could not be (none: it can). */
export interface OptionState {
  optionId: number;
  chosen: boolean;
  reasons: OptionReason[];
}

export interface ConfigurationCheck {
  problems: Problem[];
  options: OptionState[];
}

/** Whether `value` is in the range and on its step; the problem otherwise. */
function sizeProblem(field: string, value: number, range: SizeRange): Problem | null {
  const params = { min: range.min, max: range.max, step: range.step };
  if (!Number.isInteger(value) || value < range.min || value > range.max)
    return { field, code: 'outOfRange', params };
  if ((value - range.min) % range.step !== 0) return { field, code: 'offStep', params };
  return null;
}

/** The size's problems: each leaf's width (and their sum), or the width; the height. */
function sizeProblems(catalogue: Catalogue, configuration: Configuration): Problem[] {
  const rule = catalogue.model.sizeRule;
  const problems: Problem[] = [];
  if (rule.leaves) {
    const leafWidths = configuration.leafWidths ?? [];
    if (leafWidths.length !== rule.leaves.length)
      problems.push({ field: 'leafWidths', code: 'leafCount', params: { leaves: rule.leaves.length } });
    else {
      rule.leaves.forEach((range, index) => {
        const problem = sizeProblem(`leafWidths.${index}`, leafWidths[index]!, range);
        if (problem) problems.push(problem);
      });
      const sum = leafWidths.reduce((total, width) => total + width, 0);
      if (sum !== configuration.width) problems.push({ field: 'width', code: 'leafSum', params: { sum } });
    }
  }
  const width = sizeProblem('width', configuration.width, rule.width);
  if (width && !problems.some((problem) => problem.field === 'width')) problems.push(width);
  const height = sizeProblem('height', configuration.height, rule.height);
  if (height) problems.push(height);
  return problems;
}

/** Why `option` could not be chosen beside `chosen` at this size (none: it could). */
function reasonsOf(
  option: CatalogueOption,
  chosen: readonly CatalogueOption[],
  catalogue: Catalogue,
  configuration: Configuration,
): OptionReason[] {
  const reasons: OptionReason[] = [];
  if (option.models && !option.models.includes(catalogue.model.id)) reasons.push({ code: 'notForModel' });
  for (const other of chosen) {
    if (other.id === option.id) continue;
    if (option.excludes?.includes(other.id) || other.excludes?.includes(option.id))
      reasons.push({ code: 'excluded', by: other.id });
  }
  const wide = option.maxWidth !== undefined && configuration.width > option.maxWidth;
  const high = option.maxHeight !== undefined && configuration.height > option.maxHeight;
  if (wide || high)
    reasons.push({
      code: 'tooLarge',
      ...(option.maxWidth !== undefined ? { maxWidth: option.maxWidth } : {}),
      ...(option.maxHeight !== undefined ? { maxHeight: option.maxHeight } : {}),
    });
  return reasons;
}

/**
 * Checks a configuration against its catalogue: the problems that stop it (each naming its field),
 * and every option's state (whether it is chosen, and why it could not be chosen now).
 */
export function checkConfiguration(catalogue: Catalogue, configuration: Configuration): ConfigurationCheck {
  const problems = sizeProblems(catalogue, configuration);
  const { model } = catalogue;
  if (!model.hands.includes(configuration.hand))
    problems.push({ field: 'hand', code: 'notOffered', params: { offered: model.hands.join(',') } });
  if (!model.swings.includes(configuration.swing))
    problems.push({ field: 'swing', code: 'notOffered', params: { offered: model.swings.join(',') } });

  const byId = new Map(catalogue.options.map((option) => [option.id, option]));
  const chosen: CatalogueOption[] = [];
  configuration.options.forEach((id, index) => {
    const option = byId.get(id);
    if (!option) problems.push({ field: `options.${index}`, code: 'unknownOption', params: { option: id } });
    else if (!chosen.includes(option)) chosen.push(option);
  });
  const chosenIds = new Set(chosen.map((option) => option.id));

  const states = catalogue.options.map((option) => ({
    optionId: option.id,
    chosen: chosenIds.has(option.id),
    reasons: reasonsOf(option, chosen, catalogue, configuration),
  }));
  const stateOf = new Map(states.map((state) => [state.optionId, state]));

  configuration.options.forEach((id, index) => {
    const option = byId.get(id);
    if (!option) return;
    const field = `options.${index}`;
    for (const reason of stateOf.get(id)!.reasons) {
      if (reason.code === 'excluded') problems.push({ field, code: 'excluded', params: { by: reason.by } });
      else if (reason.code === 'notForModel')
        problems.push({ field, code: 'notForModel', params: { model: model.code } });
      else
        problems.push({
          field,
          code: 'tooLarge',
          params: {
            ...(reason.maxWidth !== undefined ? { maxWidth: reason.maxWidth } : {}),
            ...(reason.maxHeight !== undefined ? { maxHeight: reason.maxHeight } : {}),
          },
        });
    }
    for (const required of option.requires ?? [])
      if (!chosenIds.has(required)) problems.push({ field, code: 'requires', params: { option: required } });
  });

  for (const group of catalogue.groups) {
    const inGroup = chosen.filter((option) => option.groupId === group.id);
    const offered = catalogue.options.some(
      (option) => option.groupId === group.id && !(option.models && !option.models.includes(model.id)),
    );
    if (group.required && offered && inGroup.length === 0)
      problems.push({ field: 'options', code: 'groupRequired', params: { group: group.code } });
    if (!group.multiple && inGroup.length > 1) {
      const index = configuration.options.indexOf(inGroup[1]!.id);
      problems.push({ field: `options.${index}`, code: 'oneOfGroup', params: { group: group.code } });
    }
  }
  return { problems, options: states };
}
