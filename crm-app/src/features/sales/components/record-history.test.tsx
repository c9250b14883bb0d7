import type { OrderEvent } from '@doorline/api-client';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { makeQuote } from '@/testing/orders';
import { renderApp } from '@/testing/render-app';
import { RecordHistory } from './record-history';

// A line discount's event keeps its figures (issue 43, part 4): the history writes them in the
// reader's language, as it writes every other percent.
const event = (id: number, detail: string): OrderEvent => ({
  id,
  orderId: 7,
  orderNumber: '000123',
  action: 'discount',
  fromStatus: 'draft',
  toStatus: 'draft',
  user: { id: 2, name: 'Olena Salesman' },
  detail,
  createdAt: `2026-11-28T09:0${id}:00.000Z`,
});
const order = makeQuote({
  events: [event(1, JSON.stringify({ line: 3, discountPercent: 12.5 })), event(2, '1: 5 %')],
});
const plain = (value: string | null) => (value ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('a record’s history', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('writes a line discount’s line and percent in the reader’s language', async () => {
    await i18n.changeLanguage('uk');
    renderApp(<RecordHistory order={order} />);
    const table = screen.getByRole('table', { name: 'Історія' });
    const texts = within(table)
      .getAllByRole('row')
      .map((row) => plain(row.textContent));
    expect(texts.some((text) => text.includes('Позиція 3: знижка 12,5%'))).toBe(true);
    // An event written before the figures were kept apart shows its words as they were.
    expect(texts.some((text) => text.includes('Знижка на позицію 1: 5 %'))).toBe(true);
  });

  it('in English too', async () => {
    renderApp(<RecordHistory order={order} />);
    const table = screen.getByRole('table', { name: 'History' });
    expect(within(table).getByText('Line 3: discount 12.5%')).toBeTruthy();
  });
});
