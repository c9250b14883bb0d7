import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pager } from './Pager';

afterEach(cleanup);

function renderPager(props: Partial<Parameters<typeof Pager>[0]> = {}) {
  const onPageChange = vi.fn();
  const onLimitChange = vi.fn();
  render(
    <Pager
      page={1}
      limit={10}
      count={57}
      onPageChange={onPageChange}
      onLimitChange={onLimitChange}
      {...props}
    />,
  );
  const nav = screen.queryByRole('navigation', { name: 'Pagination' }) ?? document.body;
  return { onPageChange, onLimitChange, nav };
}

describe('Pager', () => {
  it('marks the current page and disables Previous on page 1', () => {
    const { nav } = renderPager();
    expect(within(nav).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
  });

  it('offers Next only while the page is full and more rows follow', () => {
    renderPager({ page: 5 });
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeNull();
    cleanup();
    renderPager({ page: 6 });
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    cleanup();
    renderPager({ page: 1, rowsOnPage: 7 });
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('reports the page a person picks', () => {
    const { nav, onPageChange } = renderPager({ page: 3 });
    fireEvent.click(within(nav).getByRole('button', { name: 'Page 4' }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
    fireEvent.click(within(nav).getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    fireEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
  });

  it('takes its texts from strings', () => {
    renderPager({ strings: { pagination: 'Страницы', page: (n) => `Страница ${n}`, show: 'Показать' } });
    const nav = screen.getByRole('navigation', { name: 'Страницы' });
    expect(within(nav).getByRole('button', { name: 'Страница 2' })).toBeTruthy();
    expect(within(nav).getByText('Показать')).toBeTruthy();
  });
});
