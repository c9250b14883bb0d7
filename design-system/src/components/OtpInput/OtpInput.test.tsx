import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OtpInput, type OtpInputProps } from './OtpInput';
import { useControlledState } from '../private/useControlledState';

afterEach(cleanup);

function cells() {
  return screen.getAllByRole<HTMLInputElement>('textbox');
}

function values() {
  return cells().map((cell) => cell.value);
}

function Controlled(props: Partial<OtpInputProps>) {
  const [value, setValue] = useControlledState(props.defaultValue ?? '', props.onChange);
  return <OtpInput label="Verification code" {...props} value={value} onChange={setValue} />;
}

describe('OtpInput', () => {
  it('names the group and every cell', () => {
    render(<OtpInput label="Verification code" />);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeTruthy();
    expect(cells().map((cell) => cell.getAttribute('aria-label'))).toEqual([
      'Digit 1 of 6',
      'Digit 2 of 6',
      'Digit 3 of 6',
      'Digit 4 of 6',
      'Digit 5 of 6',
      'Digit 6 of 6',
    ]);
    expect(cells()[0]?.getAttribute('autocomplete')).toBe('one-time-code');
    expect(cells()[0]?.getAttribute('inputmode')).toBe('numeric');
  });

  it('types a code cell by cell and reports it complete', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onComplete = vi.fn();
    render(<Controlled onChange={onChange} onComplete={onComplete} />);
    await user.click(cells()[0]!);
    await user.keyboard('12a3456');
    expect(values()).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(onChange).toHaveBeenLastCalledWith('123456');
    expect(onChange).toHaveBeenCalledTimes(6);
    expect(onComplete).toHaveBeenCalledOnce();
    expect(onComplete).toHaveBeenCalledWith('123456');
    expect(document.activeElement).toBe(cells()[5]);
  });

  it('fills every cell from a paste, digits only', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Controlled onComplete={onComplete} />);
    await user.click(cells()[0]!);
    await user.paste('12 34-56');
    expect(values()).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('goes back across cells with Backspace', async () => {
    const user = userEvent.setup();
    render(<Controlled defaultValue="123" />);
    await user.click(cells()[3]!);
    expect(document.activeElement).toBe(cells()[3]);
    await user.keyboard('{Backspace}');
    expect(values().join('')).toBe('12');
    expect(document.activeElement).toBe(cells()[2]);
    await user.keyboard('{Backspace}{Backspace}{Backspace}');
    expect(values().join('')).toBe('');
    expect(document.activeElement).toBe(cells()[0]);
  });

  it('moves with the arrow keys, Home and End, and replaces a digit', async () => {
    const user = userEvent.setup();
    render(<Controlled defaultValue="1234" />);
    await user.click(cells()[4]!);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(cells()[0]);
    await user.keyboard('{ArrowRight}{ArrowRight}9');
    expect(values().join('')).toBe('1294');
    expect(document.activeElement).toBe(cells()[3]);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(cells()[4]);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(cells()[3]);
  });

  it('sends a click on an empty cell to the first empty one', async () => {
    const user = userEvent.setup();
    render(<Controlled defaultValue="1" />);
    await user.click(cells()[5]!);
    expect(document.activeElement).toBe(cells()[1]);
  });

  it('is one tab stop', async () => {
    const user = userEvent.setup();
    render(
      <>
        <OtpInput label="Code" defaultValue="12" />
        <button type="button">After</button>
      </>,
    );
    await user.tab();
    expect(document.activeElement).toBe(cells()[2]);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }));
  });

  it('works uncontrolled and submits through a hidden input', async () => {
    const user = userEvent.setup();
    const { container } = render(<OtpInput label="Code" name="code" />);
    await user.click(cells()[0]!);
    await user.keyboard('42');
    expect(container.querySelector<HTMLInputElement>('input[name="code"]')?.value).toBe('42');
  });

  it('hands the first cell to inputRef and describes the cells with the error', () => {
    const ref = createRef<HTMLInputElement>();
    render(<OtpInput label="Code" inputRef={ref} errorMessage="OTP code is required" />);
    expect(ref.current).toBe(cells()[0]);
    const first = cells()[0]!;
    expect(first.getAttribute('aria-invalid')).toBe('true');
    const describedBy = first.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('OTP code is required');
  });

  it('takes a new value from outside', () => {
    const { rerender } = render(<OtpInput label="Code" value="123456" />);
    expect(values().join('')).toBe('123456');
    rerender(<OtpInput label="Code" value="" />);
    expect(values().join('')).toBe('');
    expect(cells()[0]?.tabIndex).toBe(0);
  });
});
