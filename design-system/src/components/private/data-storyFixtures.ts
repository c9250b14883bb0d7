// Fake orders for the data stories only; nothing here is exported from the package.
import type { StatusTone } from '../StatusBadge/statusTone';

/** The statuses of the fake orders and the tone each shows with (an app's own mapping, in small). */
const fakeStatusTones = {
  order: 'accent',
  approved: 'success',
  submitted: 'info',
  production: 'accent',
  hold: 'warning',
  completed: 'success',
  delayed: 'critical',
  not_started: 'neutral',
  in_stock: 'info',
  delivered: 'success',
} as const satisfies Record<string, StatusTone>;

export type FakeStatus = keyof typeof fakeStatusTones;

export const fakeStatusTone = (status: FakeStatus): StatusTone => fakeStatusTones[status];

export interface FakeSubOrder {
  id: number;
  orderNumber: string;
  status: FakeStatus;
  createdAt: string;
  updatedAt: string;
}

export interface FakeOrder {
  id: number;
  orderNumber: string;
  referenceNumber: string;
  status: FakeStatus;
  dealer: { id: number; name: string };
  salesman: string;
  requestedDate: string;
  createdAt: string;
  updatedAt: string;
  subOrders: FakeSubOrder[];
}

const dealers = ['Nordic Doors', 'Baltic Entry Systems', 'Uralmet Dealer', 'Volga Portal', 'Siberian Gates'];
const salesmen = ['Anna Petrova', 'Ivan Sidorov', 'Olga Smirnova', 'Dmitry Volkov'];
const statuses: FakeStatus[] = [
  'order',
  'approved',
  'submitted',
  'production',
  'hold',
  'completed',
  'delayed',
];
const subStatuses: FakeStatus[] = ['not_started', 'production', 'completed', 'hold', 'in_stock', 'delivered'];

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A fixed timestamp in November 2026, varied by `n` (n = 1 gives 2026-11-05T09:07:00Z). */
function isoAt(n: number, dayOffset = 0) {
  const day = 1 + ((n * 3 + dayOffset + 1) % 28);
  const hour = (4 + n * 5) % 24;
  const minute = (n * 7) % 60;
  return `2026-11-${pad(day)}T${pad(hour)}:${pad(minute)}:00Z`;
}

/** `count` deterministic orders; every third one has no sub-orders. */
export function fakeOrders(count: number): FakeOrder[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    const subCount = n % 3 === 0 ? 0 : (n % 3) + 1;
    return {
      id: 1000 + n,
      orderNumber: `TR-2026-${pad(n, 4)}`,
      referenceNumber: `REF-${pad((n * 37) % 1000, 3)}`,
      status: statuses[index % statuses.length]!,
      dealer: { id: 10 + (index % dealers.length), name: dealers[index % dealers.length]! },
      salesman: salesmen[index % salesmen.length]!,
      requestedDate: isoAt(n, 10),
      createdAt: isoAt(n),
      updatedAt: isoAt(n, 2),
      subOrders: Array.from({ length: subCount }, (_, subIndex) => ({
        id: (1000 + n) * 10 + subIndex + 1,
        orderNumber: `TR-2026-${pad(n, 4)}-${subIndex + 1}`,
        status: subStatuses[(index + subIndex) % subStatuses.length]!,
        createdAt: isoAt(n + subIndex),
        updatedAt: isoAt(n + subIndex, 1),
      })),
    };
  });
}
