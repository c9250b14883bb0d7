import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchField } from './SearchField';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function type(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

describe('SearchField', () => {
  it('reports every keystroke at once and the search only after 300 ms without typing', () => {
    const onChange = vi.fn();
    const onDebouncedChange = vi.fn();
    render(
      <SearchField aria-label="Search quotes" onChange={onChange} onDebouncedChange={onDebouncedChange} />,
    );
    const input = screen.getByRole('searchbox', { name: 'Search quotes' });

    type(input, 'Q');
    act(() => void vi.advanceTimersByTime(200));
    type(input, 'Q-1');
    expect(onChange).toHaveBeenCalledTimes(2);
    act(() => void vi.advanceTimersByTime(299));
    expect(onDebouncedChange).not.toHaveBeenCalled();

    act(() => void vi.advanceTimersByTime(1));
    expect(onDebouncedChange).toHaveBeenCalledOnce();
    expect(onDebouncedChange).toHaveBeenCalledWith('Q-1');
  });

  it('honours debounceMs (the users filter waits 400 ms)', () => {
    const onDebouncedChange = vi.fn();
    render(<SearchField aria-label="Search users" debounceMs={400} onDebouncedChange={onDebouncedChange} />);
    type(screen.getByRole('searchbox'), 'anna');
    act(() => void vi.advanceTimersByTime(300));
    expect(onDebouncedChange).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(100));
    expect(onDebouncedChange).toHaveBeenCalledWith('anna');
  });

  it('searches at once on Enter, without a second call when the timer would have fired', () => {
    const onDebouncedChange = vi.fn();
    render(<SearchField aria-label="Search quotes" onDebouncedChange={onDebouncedChange} />);
    const input = screen.getByRole('searchbox');
    type(input, 'Q-17');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onDebouncedChange).toHaveBeenCalledExactlyOnceWith('Q-17');
    act(() => void vi.advanceTimersByTime(1000));
    expect(onDebouncedChange).toHaveBeenCalledOnce();
  });

  it('searches for the empty string at once when cleared with the button or Escape', () => {
    const onChange = vi.fn();
    const onDebouncedChange = vi.fn();
    render(
      <SearchField aria-label="Search quotes" onChange={onChange} onDebouncedChange={onDebouncedChange} />,
    );
    const input = screen.getByRole('searchbox');

    type(input, 'Q-17');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(onDebouncedChange).toHaveBeenCalledExactlyOnceWith('');
    expect(input).toHaveProperty('value', '');

    type(input, 'Q-18');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(onDebouncedChange).toHaveBeenCalledTimes(2);
    expect(onDebouncedChange).toHaveBeenLastCalledWith('');
    act(() => void vi.advanceTimersByTime(1000));
    expect(onDebouncedChange).toHaveBeenCalledTimes(2);
  });

  it('drops a pending search when it unmounts', () => {
    const onDebouncedChange = vi.fn();
    const { unmount } = render(<SearchField aria-label="Search" onDebouncedChange={onDebouncedChange} />);
    type(screen.getByRole('searchbox'), 'late');
    unmount();
    act(() => void vi.advanceTimersByTime(1000));
    expect(onDebouncedChange).not.toHaveBeenCalled();
  });
});
