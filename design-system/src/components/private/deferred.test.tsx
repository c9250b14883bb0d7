import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MenuButton } from '../Menu/MenuButton';
import { Select } from '../Select/Select';

// `deferred` (issue 41): a widget shows a stand-in until first used. The stand-in must read as the
// widget does, and the first press must do what it would have done. Each test renders a widget whose
// code is not loaded yet in this file's module registry only for its first test: the later tests see
// the widget itself, as a page rendered after the first use does.

afterEach(cleanup);

describe('a deferred widget', () => {
  it('shows a menu trigger that says it opens a menu, and opens the menu on the first press', async () => {
    const onAction = vi.fn();
    const user = userEvent.setup();
    render(
      <MenuButton
        label="Actions"
        items={[
          { id: 'approve', label: 'Approve' },
          { id: 'cancel', label: 'Cancel', tone: 'critical' },
        ]}
        onAction={onAction}
      />,
    );
    const standIn = screen.getByRole('button', { name: 'Actions' });
    expect(standIn.getAttribute('aria-haspopup')).toBe('menu');
    expect(standIn.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(standIn);
    const menu = await screen.findByRole('menu');
    await user.click(within(menu).getByRole('menuitem', { name: 'Approve' }));
    expect(onAction).toHaveBeenCalledWith('approve');
    // Closed, the focus is back on the trigger: the widget's own, in the stand-in's place.
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Actions' })));
  });

  it('names a select by its label and shows its choice before it loads, and opens from the keyboard', async () => {
    const onSelectionChange = vi.fn();
    const user = userEvent.setup();
    render(
      <Select
        label="Status"
        items={[
          { id: 'all', label: 'All statuses' },
          { id: 'draft', label: 'Draft' },
        ]}
        selectedKey="all"
        onSelectionChange={onSelectionChange}
      />,
    );
    const standIn = screen.getByRole('button', { name: 'All statuses Status' });
    expect(standIn.getAttribute('aria-haspopup')).toBe('listbox');

    await user.tab();
    expect(document.activeElement).toBe(standIn);
    await user.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await user.click(within(listbox).getByRole('option', { name: 'Draft' }));
    expect(onSelectionChange).toHaveBeenCalledWith('draft');
  });
});
