import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../stories/preview';
import { Pager, type PagerProps } from './Pager';
import { keyToOpen, waitUntilClosed } from '../private/storyHelpers';
import { usePagerState } from '../private/usePagerState';

/** Holds page and limit like the app's URL search params: a new limit goes back to page 1. */
function StatefulPager(props: PagerProps) {
  return <Pager {...props} {...usePagerState(props, props)} />;
}

const meta = preview.meta({
  title: 'Data/Pager',
  component: Pager,
  parameters: { layout: 'padded' },
  args: { page: 1, limit: 10, count: 57, onPageChange: fn(), onLimitChange: fn() },
  render: (args) => <StatefulPager {...args} />,
});

export const FirstPage = meta.story({
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    const pager = within(nav);
    await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pager.queryByRole('button', { name: 'Page 4' })).not.toBeInTheDocument();
    await expect(pager.getByRole('button', { name: 'Page 6' })).toBeInTheDocument();

    await userEvent.click(pager.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('button', { name: 'Previous' })).toBeEnabled();
  },
});

export const MiddlePage = meta.story({
  args: { page: 6, limit: 5 },
  play: async ({ args, canvas }) => {
    const pager = within(canvas.getByRole('navigation', { name: 'Pagination' }));
    const numbers = pager.getAllByRole('button', { name: /^Page / }).map((button) => button.textContent);
    await expect(numbers).toEqual(['1', '5', '6', '7', '12']);
    await userEvent.click(pager.getByRole('button', { name: 'Previous' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
  },
});

export const FewPages = meta.story({
  name: 'Five pages or fewer',
  args: { page: 2, limit: 10, count: 43 },
  play: async ({ canvas }) => {
    const pager = within(canvas.getByRole('navigation', { name: 'Pagination' }));
    await expect(pager.getAllByRole('button', { name: /^Page / })).toHaveLength(5);
  },
});

export const LastPage = meta.story({
  name: 'Last page (no Next)',
  args: { page: 6, limit: 10, count: 57 },
  play: async ({ canvas }) => {
    const pager = within(canvas.getByRole('navigation', { name: 'Pagination' }));
    await expect(pager.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  },
});

export const NextKeepsFocus = meta.story({
  name: 'Focus stays in the pager when Next disappears',
  args: { page: 5, limit: 10, count: 57 },
  play: async ({ canvas }) => {
    const pager = within(canvas.getByRole('navigation', { name: 'Pagination' }));
    pager.getByRole('button', { name: 'Next' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(pager.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await waitFor(() => expect(pager.getByRole('button', { name: 'Page 6' })).toHaveFocus());
  },
});

export const Empty = meta.story({
  name: 'No rows',
  args: { count: 0 },
  play: async ({ canvas }) => {
    const pager = within(canvas.getByRole('navigation', { name: 'Pagination' }));
    await expect(pager.getAllByRole('button', { name: /^Page / })).toHaveLength(1);
    await expect(pager.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  },
});

export const ChangePageSize = meta.story({
  name: 'Page size changed with the keyboard',
  args: { page: 3 },
  play: async ({ args, canvas, canvasElement }) => {
    const pager = within(canvas.getByRole('navigation', { name: 'Pagination' }));
    await userEvent.tab();
    const trigger = pager.getByRole('button', { name: /Show/ });
    await expect(trigger).toHaveFocus();
    const listbox = await keyToOpen(trigger, '{Enter}', 'listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5', '10', '25', '50', '100']);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitUntilClosed(canvasElement, 'listbox');
    await expect(args.onLimitChange).toHaveBeenCalledWith(50);
    // The page size's own trigger: the one focused was its stand-in (`deferred`).
    await expect(pager.getByRole('button', { name: /Show/ })).toHaveTextContent('50');
    await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  },
});

export const Localized = meta.story({
  args: {
    strings: {
      show: 'Показать',
      previous: 'Назад',
      next: 'Вперёд',
      page: (page) => `Страница ${page}`,
      pagination: 'Постраничная навигация',
    },
  },
  play: async ({ canvas }) => {
    const pager = within(canvas.getByRole('navigation', { name: 'Постраничная навигация' }));
    await expect(pager.getByRole('button', { name: 'Страница 1' })).toBeInTheDocument();
  },
});

export const Narrow = meta.story({
  name: 'Narrow (375 px)',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { page: 6, limit: 5 },
  play: async ({ canvas }) => {
    const pager = within(canvas.getByRole('navigation', { name: 'Pagination' }));
    await expect(pager.getByRole('button', { name: 'Previous' })).toBeInTheDocument();
    await expect(pager.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  },
});
