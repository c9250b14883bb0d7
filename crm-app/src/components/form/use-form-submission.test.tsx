import { HttpError } from '@doorline/api-client';
import { toastQueue } from '@doorline/design-system';
import { screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { FormTextField } from './form-text-field';
import { useFormSubmission, type FormSubmissionOptions } from './use-form-submission';

interface Values {
  name: string;
  email: string;
}

function Harness(props: Partial<FormSubmissionOptions<Values, string>> & { submit: () => Promise<string> }) {
  const form = useForm<Values>({ defaultValues: { name: 'Ann', email: '' } });
  const submission = useFormSubmission(form, props);
  return (
    <form onSubmit={(event) => void submission.onSubmit(event)} noValidate>
      <FormTextField control={form.control} name="name" label="Name" />
      <FormTextField control={form.control} name="email" label="Email" />
      {submission.rootError ? <p data-testid="root">{submission.rootError}</p> : null}
      <button type="submit">Save</button>
    </form>
  );
}

const toasts = () => toastQueue.visibleToasts.map((toast) => toast.content.message);

describe('useFormSubmission', () => {
  it("puts the server's error[] under the fields, its message in the root error and a toast", async () => {
    const submit = vi.fn(() =>
      Promise.reject(
        new HttpError(400, 'Check the fields', [
          { path: 'contact.email', message: 'EMAIL INVALID' },
          { path: 'unknown', message: 'not a field here' },
        ]),
      ),
    );
    const { person } = renderApp(<Harness submit={submit} />);
    await person.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('root')).textContent).toBe('Check the fields');
    expect(screen.getByText('EMAIL INVALID')).toBeTruthy();
    expect(screen.queryByText('not a field here')).toBeNull();
    expect(toasts()).toContain('Check the fields');
    expect(submit).toHaveBeenCalledWith({ name: 'Ann', email: '' });
  });

  it("gives the screen's fallback when the server says nothing, and 'Error. Try again' without one", async () => {
    const { person, unmount } = renderApp(
      <Harness submit={() => Promise.reject(new HttpError(500, ''))} fallback="Failed to send OTP." />,
    );
    await person.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('root')).textContent).toBe('Failed to send OTP.');
    unmount();

    const again = renderApp(<Harness submit={() => Promise.reject(new Error('boom'))} />);
    await again.person.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('root')).textContent).toBe('Error. Try again');
  });

  it('shows the success toast, calls onSuccess with the answer, and clears the last failure', async () => {
    const submit = vi.fn().mockRejectedValueOnce(new HttpError(409, 'Busy')).mockResolvedValueOnce('saved');
    const onSuccess = vi.fn();
    const { person } = renderApp(
      <Harness submit={submit} success={(answer) => `Done: ${answer}`} onSuccess={onSuccess} />,
    );
    await person.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByTestId('root');
    await person.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('saved', { name: 'Ann', email: '' }));
    expect(screen.queryByTestId('root')).toBeNull();
    expect(toasts()).toContain('Done: saved');
  });

  it('closes its dialog after a save, after the success toast and before onSuccess; a failed save leaves it open', async () => {
    const submit = vi.fn().mockRejectedValueOnce(new HttpError(409, 'Busy')).mockResolvedValueOnce('saved');
    const calls: string[] = [];
    const onOpenChange = vi.fn((isOpen: boolean) => calls.push(`open ${isOpen} after ${toasts().join()}`));
    const onSuccess = vi.fn(() => calls.push('onSuccess'));
    const { person } = renderApp(
      <Harness submit={submit} success="Saved" onOpenChange={onOpenChange} onSuccess={onSuccess} />,
    );
    await person.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByTestId('root');
    expect(onOpenChange).not.toHaveBeenCalled();
    await person.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(calls).toEqual([expect.stringMatching(/^open false after .*Saved/), 'onSuccess']);
  });
});
