import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextField } from './TextField';

afterEach(cleanup);

describe('TextField', () => {
  it('hands the input element to inputRef', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField label="Email" name="email" inputRef={ref} />);
    expect(ref.current).toBe(screen.getByLabelText('Email'));
    expect(ref.current?.name).toBe('email');
  });

  it('works as a controlled field', () => {
    function Controlled() {
      const [value, setValue] = useState('a');
      return <TextField label="Name" value={value} onChange={(next) => setValue(next.toUpperCase())} />;
    }
    render(<Controlled />);
    const input = screen.getByLabelText<HTMLInputElement>('Name');
    fireEvent.change(input, { target: { value: 'ab' } });
    expect(input.value).toBe('AB');
  });

  it('marks the input invalid and describes it with the error message', () => {
    render(<TextField label="Email" description="Work address" errorMessage="Enter a valid e-mail" />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toContain('Enter a valid e-mail');
    expect(texts).toContain('Work address');
  });
});
