// Data for stories and tests only; nothing here is exported from the package.
import type { ComboBoxLoadPage, ComboBoxOption } from '../ComboBox/useLookupPages';

const cities = [
  'Kyiv',
  'Lviv',
  'Odesa',
  'Dnipro',
  'Kharkiv',
  'Vinnytsia',
  'Poltava',
  'Chernihiv',
  'Zhytomyr',
  'Uzhhorod',
  'Rivne',
  'Lutsk',
  'Ternopil',
];
const kinds = ['Doors', 'Door Studio', 'Entrance Systems', 'Interiors', 'Home'];

/** 65 dealers with deterministic, unique names: 'Kyiv Doors', 'Lviv Doors', … 'Ternopil Home'. */
export const fakeDealers: ComboBoxOption[] = Array.from({ length: cities.length * kinds.length }, (_, i) => ({
  id: `dealer-${i + 1}`,
  label: `${cities[i % cities.length]} ${kinds[Math.floor(i / cities.length)]}`,
  description: `dealer${i + 1}@doorline.example`,
}));

/** A server lookup in memory: case-insensitive search on the name, pages of 20, a small delay. */
export function fakeDealerLookup({
  dealers = fakeDealers,
  delayMs = 150,
  pageSize = 20,
}: { dealers?: ComboBoxOption[]; delayMs?: number; pageSize?: number } = {}): ComboBoxLoadPage {
  return ({ search, page, signal }) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        const term = search.toLowerCase();
        const matches = dealers.filter((dealer) => dealer.label.toLowerCase().includes(term));
        const start = (page - 1) * pageSize;
        resolve({
          items: matches.slice(start, start + pageSize),
          hasMore: start + pageSize < matches.length,
        });
      }, delayMs);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    });
}
