import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PasswordField } from './PasswordField';

afterEach(cleanup);

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed, and hides it again on a second press', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password" defaultValue="s3cret!" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveProperty('type', 'password');

    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(input).toHaveProperty('type', 'text');
    expect(input).toHaveProperty('value', 's3cret!');
    expect(screen.getByRole('button', { name: 'Hide password' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveProperty('type', 'password');
  });

  it('takes the toggle names from props and the autocomplete hint', () => {
    render(<PasswordField label="Parol" autoComplete="new-password" showLabel="Pokazat" hideLabel="Skryt" />);
    expect(screen.getByLabelText('Parol').getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByRole('button', { name: 'Pokazat' })).toBeTruthy();
  });

  it('hands the input to inputRef and describes it with the error', () => {
    const ref = createRef<HTMLInputElement>();
    render(<PasswordField label="Password" inputRef={ref} errorMessage="Enter your password" />);
    const input = screen.getByLabelText('Password');
    expect(ref.current).toBe(input);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(
      'Enter your password',
    );
  });
});
