import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ColumnChooser } from './ColumnChooser';

afterEach(cleanup);

const columns = [
  { id: 'status', label: 'Status' },
  { id: 'created', label: 'Created' },
  { id: 'updated', label: 'Updated' },
];

describe('ColumnChooser', () => {
  it('ticks the shown columns and answers the hidden ones after a change, in the table’s order', async () => {
    const user = userEvent.setup();
    const onHiddenChange = vi.fn();
    render(
      <ColumnChooser
        label="Columns"
        columns={columns}
        hidden={['updated']}
        onHiddenChange={onHiddenChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = await screen.findByRole('menu', { name: 'Columns' });
    const items = within(menu).getAllByRole('menuitemcheckbox');
    expect(items.map((item) => [item.textContent, item.getAttribute('aria-checked')])).toEqual([
      ['Status', 'true'],
      ['Created', 'true'],
      ['Updated', 'false'],
    ]);
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Status' }));
    expect(onHiddenChange).toHaveBeenLastCalledWith(['status', 'updated']);
  });
});
