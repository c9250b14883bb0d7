import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormField, useFieldIds } from './FormField';

afterEach(cleanup);

function describedTexts(element: HTMLElement) {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);
}

describe('FormField', () => {
  it('names, describes and invalidates a control through the render prop', () => {
    render(
      <FormField label="Permissions" description="Pick at least one." errorMessage="Must be at least 1.">
        {(control) => <div role="group" {...control} />}
      </FormField>,
    );
    const group = screen.getByRole('group', { name: 'Permissions' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(describedTexts(group)).toEqual(['Pick at least one.', 'Must be at least 1.']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('gives the same wiring to a control deeper inside through useFieldIds()', () => {
    function Custom() {
      return <button type="button" {...useFieldIds()} />;
    }
    render(
      <FormField label="Dealer" description="The dealer who owns the quote.">
        <Custom />
      </FormField>,
    );
    const button = screen.getByRole('button', { name: 'Dealer' });
    expect(button.getAttribute('aria-invalid')).toBeNull();
    expect(describedTexts(button)).toEqual(['The dealer who owns the quote.']);
  });
});
