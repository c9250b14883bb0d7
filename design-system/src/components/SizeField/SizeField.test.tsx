import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SizeField, type SizeFieldProps } from './SizeField';

afterEach(cleanup);

/** A parent that owns the size, as the configurator does, and hears every change. */
function Width({
  initial = null,
  heard,
  ...props
}: Partial<SizeFieldProps> & {
  initial?: number | null;
  heard: (value: number | null) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <SizeField
      label="Width"
      unit="mm"
      min={600}
      max={1200}
      step={10}
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        heard(next);
      }}
    />
  );
}

describe('SizeField', () => {
  it('keeps a size off the step or out of range as typed, through blur and Enter', async () => {
    const heard = vi.fn();
    render(<Width heard={heard} />);
    const input = screen.getByRole('textbox', { name: 'Width mm' });
    await userEvent.type(input, '815');
    expect(heard.mock.calls).toEqual([[8], [81], [815]]);
    await userEvent.tab();
    expect(input).toHaveProperty('value', '815');
    await userEvent.clear(input);
    await userEvent.type(input, '1500{Enter}');
    expect(input).toHaveProperty('value', '1500');
    expect(heard).toHaveBeenLastCalledWith(1500);
  });

  it('steps with the arrow keys to the next multiple of the step from the minimum', async () => {
    const heard = vi.fn();
    render(<Width heard={heard} initial={815} />);
    const input = screen.getByRole('textbox', { name: 'Width mm' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    expect(input).toHaveProperty('value', '820');
    await userEvent.keyboard('{ArrowUp}');
    expect(input).toHaveProperty('value', '830');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(input).toHaveProperty('value', '800');
    // Each step told once.
    expect(heard.mock.calls).toEqual([[820], [830], [820], [810], [800]]);
  });

  it('goes to the minimum with Home and to the maximum with End, and no arrow passes them', async () => {
    const heard = vi.fn();
    render(<Width heard={heard} initial={900} />);
    const input = screen.getByRole('textbox', { name: 'Width mm' });
    await userEvent.click(input);
    await userEvent.keyboard('{End}{ArrowUp}');
    expect(input).toHaveProperty('value', '1200');
    await userEvent.keyboard('{Home}{ArrowDown}');
    expect(input).toHaveProperty('value', '600');
    expect(heard.mock.calls).toEqual([[1200], [600]]);
  });

  it('starts an empty field at the minimum', async () => {
    const heard = vi.fn();
    render(<Width heard={heard} />);
    const input = screen.getByRole('textbox', { name: 'Width mm' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    expect(input).toHaveProperty('value', '600');
    expect(heard).toHaveBeenLastCalledWith(600);
  });

  it('tells an emptied field as null and refuses what is not a whole number', async () => {
    const heard = vi.fn();
    render(<Width heard={heard} initial={900} />);
    const input = screen.getByRole('textbox', { name: 'Width mm' });
    await userEvent.clear(input);
    expect(heard).toHaveBeenLastCalledWith(null);
    await userEvent.type(input, '9.5x-');
    expect(input).toHaveProperty('value', '95');
  });

  it('is invalid with the parent’s message, after the description that states the range', () => {
    render(
      <SizeField
        label="Width"
        unit="mm"
        value={815}
        description="600 to 1200 mm, in steps of 10 mm."
        errorMessage="Use a multiple of 10 mm: 810 or 820."
        isRequired
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Width mm' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input).toHaveProperty('required', false);
    expect(input.getAttribute('aria-required')).toBe('true');
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toEqual([
      '600 to 1200 mm, in steps of 10 mm.',
      'Use a multiple of 10 mm: 810 or 820.',
    ]);
  });

  it('is valid while the parent passes no message, whatever the range says', () => {
    render(<SizeField label="Width" unit="mm" min={600} max={1200} step={10} value={1500} />);
    const input = screen.getByRole('textbox', { name: 'Width mm' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input).toHaveProperty('value', '1500');
  });

  it('submits the number under its name', () => {
    const { container } = render(<SizeField label="Height" unit="mm" name="height" defaultValue={2000} />);
    expect(container.querySelector('input[name="height"]')).toHaveProperty('value', '2000');
  });
});
