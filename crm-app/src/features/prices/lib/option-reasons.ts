import type { OptionReason } from '@doorline/api-client';
import type { OptionNaming, PricesT } from '@/components/prices/door-texts';

/**
 * Why an option cannot be chosen now, from the server's answer (issue 43, part 3): excluded by a
 * chosen option ("Not with EI30, 30 minutes (Fire rating)"), too wide or too high a door for it ("Only
 * up to 2100 mm high", for the size the door exceeds), or not made for the model. Undefined: it can be
 * chosen.
 */
export function reasonText(
  t: PricesT,
  reasons: readonly OptionReason[],
  optionNaming: (optionId: number) => OptionNaming | undefined,
  size: { width: number; height: number } | null,
): string | undefined {
  const texts = reasons.flatMap((reason) => {
    if (reason.code === 'excluded') {
      const by = reason.by === undefined ? undefined : optionNaming(reason.by);
      return [
        t('configurator.reason.excluded', { option: by?.option ?? `#${reason.by}`, group: by?.group ?? '' }),
      ];
    }
    if (reason.code === 'notForModel') return [t('configurator.reason.notForModel')];
    const exceeds = (max: number | undefined, value: number | undefined) =>
      max !== undefined && (value === undefined || value > max);
    let wide = exceeds(reason.maxWidth, size?.width);
    let high = exceeds(reason.maxHeight, size?.height);
    // The server's answer is for a size a moment old: then each limit it names.
    if (!wide && !high) [wide, high] = [reason.maxWidth !== undefined, reason.maxHeight !== undefined];
    return [
      ...(wide ? [t('configurator.reason.tooWide', { max: reason.maxWidth })] : []),
      ...(high ? [t('configurator.reason.tooHigh', { max: reason.maxHeight })] : []),
    ];
  });
  return texts.length > 0 ? [...new Set(texts)].join('; ') : undefined;
}
