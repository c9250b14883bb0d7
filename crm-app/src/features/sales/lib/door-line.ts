import { doorLine, type DoorLabel, type DoorLineWords } from '@doorline/api-client';
import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n';

/**
 * A configured door's line in the reader's language (`doorLine`, from the snapshot an item keeps),
 * or the stored description of a free item: the items table and the re-pricing dialog write it so.
 */
export function useDoorLine(): (line: { door: DoorLabel | null; description: string }) => string {
  const { t, i18n } = useTranslation('sales');
  return useCallback(
    ({ door, description }) => {
      if (!door) return description;
      const words: DoorLineWords = {
        hand: { left: t('orderRecord.door.hand.left'), right: t('orderRecord.door.hand.right') },
        swing: { inward: t('orderRecord.door.swing.inward'), outward: t('orderRecord.door.swing.outward') },
        mm: t('orderRecord.door.mm'),
      };
      return doorLine(door, i18n.language, words);
    },
    // The language changes the words and the model's name.
    [t, i18n.language],
  );
}
