import { useQuery } from '@tanstack/react-query';
import { itemDoorQueryOptions } from '@/lib/price-reads';

/** A configured item's door (`GET /items/{id}/door`), for a copy of it; nothing asked for null. */
export const useItemDoor = (itemId: number | null) =>
  useQuery({ ...itemDoorQueryOptions(itemId ?? 0), enabled: itemId !== null });
