import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { i18n, loadNamespaces } from '@/lib/i18n';
import { makeUser, renderApp } from '@/testing/render-app';
import { stubMethods } from '@/testing/stub-api';
import { AddItemDialog } from './add-item-dialog';

const createItem = vi.fn();
beforeEach(() => {
  stubMethods(api, { getMe: vi.fn(), createItem });
  createItem.mockImplementation(({ body }: { body: { price: number } }) =>
    Promise.resolve({ message: 'ok', data: { id: 1, orderId: 5, description: 'Door', price: body.price } }),
  );
});
afterEach(() => vi.clearAllMocks());
afterAll(() => i18n.changeLanguage('en'));

const salesman = makeUser({}, ['orders.read', 'orders.write']);

/** Opens Add item, types the description and `price` as a person would, and presses Add. */
async function addItem(price: string) {
  const { person, unmount } = renderApp(<AddItemDialog isOpen orderId={5} onOpenChange={() => {}} />, {
    user: salesman,
  });
  const dialog = await screen.findByRole('dialog');
  await person.type(within(dialog).getByRole('textbox', { name: /^Опис|^Описание|^Description/ }), 'Door');
  const field = within(dialog).getByRole('textbox', {
    name: new RegExp(`^${i18n.t('sales:orderRecord.price')}`),
  });
  expect(field.getAttribute('inputmode')).toBe('decimal');
  await person.type(field, price);
  await person.click(within(dialog).getByRole('button', { name: i18n.t('sales:orderRecord.add') }));
  return { dialog, unmount, field };
}

// Issue 40 item 1: a price typed the Ukrainian way was saved 100 times too big (the comma read as
// a thousands separator in every language).
describe.each(['uk', 'ru', 'en'])(
  'Add item in %s: the price a person types is the price stored',
  (language) => {
    it.each(['1234,50', '1 234,50', '1234.50'])('%s is 1234.5', async (typed) => {
      await i18n.changeLanguage(language);
      await loadNamespaces('sales', 'common', 'server');
      const { unmount } = await addItem(typed);
      await waitFor(() => expect(createItem).toHaveBeenCalled());
      expect(createItem.mock.calls[0]![0]).toEqual({
        body: { orderId: 5, description: 'Door', price: 1234.5 },
      });
      unmount();
    });

    it('refuses an ambiguous 1.234 or 1,234 with a message rather than guessing', async () => {
      await i18n.changeLanguage(language);
      await loadNamespaces('sales', 'common', 'server');
      const typed = language === 'en' ? '1,234' : '1.234';
      const { dialog, unmount } = await addItem(typed);
      expect(
        await within(dialog).findByText(i18n.t('common:number.ambiguous', { text: typed })),
      ).toBeTruthy();
      expect(createItem).not.toHaveBeenCalled();
      unmount();
    });
  },
);
