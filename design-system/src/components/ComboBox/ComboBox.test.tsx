import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDealerLookup } from '../private/pickers-fakeDealers';
import { ComboBox, type ComboBoxProps } from './ComboBox';
import { useControlledState } from '../private/useControlledState';

afterEach(cleanup);

function DealerPicker(props: Partial<ComboBoxProps>) {
  const [selectedKey, select] = useControlledState<string | null>(
    props.selectedKey ?? null,
    props.onSelectionChange,
  );
  return (
    <ComboBox
      label="Dealer"
      loadPage={fakeDealerLookup({ delayMs: 5 })}
      debounceMs={20}
      {...props}
      selectedKey={selectedKey}
      onSelectionChange={select}
    />
  );
}

describe('ComboBox', () => {
  it('shows the selected label before any page is loaded, follows it, and loads nothing until opened', () => {
    const loadPage = vi.fn(fakeDealerLookup());
    const { rerender } = render(
      <DealerPicker selectedKey="dealer-5" selectedLabel="Dealer # 5" loadPage={loadPage} />,
    );
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Dealer' }).value).toBe('Dealer # 5');
    // The name, once the page has asked the server for it: the field shows it, not the first text.
    rerender(<DealerPicker selectedKey="dealer-5" selectedLabel="Kharkiv Doors" loadPage={loadPage} />);
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Dealer' }).value).toBe('Kharkiv Doors');
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('searches for what was typed and picks an option', async () => {
    const user = userEvent.setup();
    const loadPage = vi.fn(fakeDealerLookup({ delayMs: 5 }));
    const onSelectionChange = vi.fn();
    render(<DealerPicker loadPage={loadPage} onSelectionChange={onSelectionChange} />);
    const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Dealer' });
    await user.type(input, 'odesa');
    // How many partial words are searched depends on the typing speed (a busy machine may show the
    // options of a partial word first); the last search is the word.
    await waitFor(() =>
      expect(loadPage).toHaveBeenLastCalledWith(expect.objectContaining({ search: 'odesa', page: 1 })),
    );
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(5));
    await user.click(within(listbox).getByRole('option', { name: /Odesa Interiors/ }));
    expect(onSelectionChange).toHaveBeenCalledWith('dealer-42');
    // The field's own input: the one typed into first was its stand-in's, until the field loaded.
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Dealer' }).value).toBe('Odesa Interiors');
  });

  it('puts the chosen text back when the field is left with an unfinished search', async () => {
    const user = userEvent.setup();
    render(<DealerPicker selectedKey="dealer-1" selectedLabel="Kyiv Doors" />);
    const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Dealer' });
    await user.click(input);
    await user.keyboard('{End} studio');
    await user.tab();
    await waitFor(() => expect(input.value).toBe('Kyiv Doors'));
    expect(document.activeElement).not.toBe(input);
  });

  it('clears the selection when the text is erased', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(
      <DealerPicker
        selectedKey="dealer-1"
        selectedLabel="Kyiv Doors"
        onSelectionChange={onSelectionChange}
      />,
    );
    await user.clear(screen.getByRole('combobox', { name: 'Dealer' }));
    expect(onSelectionChange).toHaveBeenCalledWith(null);
  });

  it("says the spec's 'No options found.' when a search matches nothing (issue 40 item 19)", async () => {
    const user = userEvent.setup();
    render(<DealerPicker />);
    await user.type(screen.getByRole('combobox', { name: 'Dealer' }), 'zzz');
    expect(await screen.findByText('No options found.')).toBeTruthy();
    expect(screen.queryByText('No results found.')).toBeNull();
  });
});
