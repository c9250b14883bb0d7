// A configuration's problems in the API's words (issue 43, part 3; docs/decisions.md "Issue 43, part
// 3"): each problem of the pricing module's check becomes a field error on the body's
// `configuration` (`configuration.width`, `configuration.options.2`), with a server message and its
// figures. One mapping for the check's answer (200) and for a refused door (400), so the configurator
// shows beside a field exactly what adding the door would answer.
import { type FieldError, serverMessage } from '@doorline/api-client';
import type { Catalogue, Configuration } from '../pricing/catalogue.js';
import type { Problem } from '../pricing/check.js';
import { fieldError } from '../errors.js';

const number = (value: number | string | undefined) => Number(value);

/** The field errors of `problems`, named from `catalogue` (an option's and a group's code). */
export function problemErrors(
  problems: readonly Problem[],
  catalogue: Catalogue,
  configuration: Pick<Configuration, 'width' | 'height'>,
): FieldError[] {
  const codeOf = (id: number | string | undefined) =>
    catalogue.options.find((option) => option.id === Number(id))?.code ?? String(id);
  return problems.flatMap((problem): FieldError[] => {
    const path = `configuration.${problem.field}`;
    const { params } = problem;
    const one = (said: ReturnType<typeof serverMessage>) => [fieldError(path, said)];
    switch (problem.code) {
      case 'offStep':
        return one(
          serverMessage('sizeOffStep', {
            min: number(params.min),
            max: number(params.max),
            step: number(params.step),
          }),
        );
      case 'outOfRange':
        return one(serverMessage('sizeOutOfRange', { min: number(params.min), max: number(params.max) }));
      case 'leafCount':
        return one(serverMessage('leafCount', { leaves: number(params.leaves) }));
      case 'leafSum':
        return one(serverMessage('leafSum', { sum: number(params.sum) }));
      case 'notOffered':
        if (problem.field === 'hand' || problem.field === 'swing')
          return one(serverMessage('notMadeThisWay', { offered: String(params.offered) }));
        if (problem.field === 'width' || problem.field === 'height') return one(serverMessage('sizeNotMade'));
        return one(serverMessage('noPriceInVersion'));
      case 'unknownOption':
        return one(serverMessage('optionNotFound'));
      case 'notForModel':
        return one(serverMessage('optionNotForModel', { model: String(params.model) }));
      case 'excluded':
        return one(serverMessage('optionExcluded', { option: codeOf(params.by) }));
      case 'requires':
        return one(serverMessage('optionRequires', { option: codeOf(params.option) }));
      case 'tooLarge': {
        const errors: FieldError[] = [];
        if (params.maxWidth !== undefined && configuration.width > number(params.maxWidth))
          errors.push(fieldError(path, serverMessage('optionTooWide', { max: number(params.maxWidth) })));
        if (params.maxHeight !== undefined && configuration.height > number(params.maxHeight))
          errors.push(fieldError(path, serverMessage('optionTooHigh', { max: number(params.maxHeight) })));
        return errors;
      }
      case 'groupRequired':
        return one(serverMessage('optionGroupRequired', { group: String(params.group) }));
      case 'oneOfGroup':
        return one(serverMessage('optionOneOfGroup', { group: String(params.group) }));
    }
  });
}
