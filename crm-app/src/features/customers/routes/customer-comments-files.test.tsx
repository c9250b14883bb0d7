import type { Comment, FileInfo } from '@doorline/api-client';
import { HttpError } from '@doorline/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { makeUser, renderApp } from '@/testing/render-app';
import { stubMethods } from '@/testing/stub-api';
import { customerFixture } from '../components/customer-fixtures';
import { Component as CustomerPage } from './customer';
import { Component as CustomerComments } from './customer-comments';
import { Component as CustomerFiles } from './customer-files';

// A customer's comments and files (issue 42): the tabs of its page beside its history, the record's
// comment and file components on the customer's calls, writing for whom may change the customer.

const calls = {
  customer: vi.fn(),
  comments: vi.fn(),
  addComment: vi.fn(),
  files: vi.fn(),
  upload: vi.fn(),
  remove: vi.fn(),
  downloadLink: vi.fn(),
};

beforeEach(() => {
  stubMethods(api, {
    getMe: vi.fn(),
    customer: calls.customer,
    customerComments: calls.comments,
    addCustomerComment: calls.addComment,
    customerFiles: calls.files,
    uploadCustomerFile: calls.upload,
    deleteCustomerFile: calls.remove,
    downloadLink: calls.downloadLink,
  });
  calls.customer.mockResolvedValue({ data: customerFixture(4) });
});
afterEach(() => {
  for (const fake of Object.values(calls)) fake.mockReset();
});

const writer = makeUser({ type: 'dealer', dealerId: 7 }, ['customers.read', 'customers.write']);
const reader = makeUser({ type: 'dealer', dealerId: 7 }, ['customers.read']);

const comment = (id: number, body: string, at: string): Comment => ({
  id,
  body,
  author: { id: 3, name: 'Olena Bondar' },
  mentions: [],
  createdAt: at,
});
const file = (id: number, name: string): FileInfo => ({
  id,
  name,
  mime: 'application/pdf',
  size: 12_595,
  author: { id: 3, name: 'Olena Bondar' },
  createdAt: new Date().toISOString(),
});

/** The customer's page at `route`, its tabs' pages in its outlet as the router places them. */
const renderPage = (route: string, user = writer) =>
  renderApp(<></>, {
    user,
    route,
    path: '/nowhere',
    routes: (
      <Route path="/customers/:id" element={<CustomerPage />}>
        <Route index element={<p>The history</p>} />
        <Route path="comments" element={<CustomerComments />} />
        <Route path="files" element={<CustomerFiles />} />
      </Route>
    ),
  });

describe("a customer's page's tabs", () => {
  it('are History, Comments and Files, links to their pages, the current one marked', async () => {
    calls.comments.mockResolvedValue({ data: [] });
    renderPage('/customers/4/comments');
    const tabs = await screen.findByRole('navigation', { name: 'Customer sections' });
    const links = within(tabs).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['History', '/customers/4'],
      ['Comments', '/customers/4/comments'],
      ['Files', '/customers/4/files'],
    ]);
    expect(within(tabs).getByRole('link', { name: 'Comments' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByText('No comments yet.')).toBeTruthy();
    expect(screen.queryByText('The history')).toBeNull();
  });

  it('open the history at the page’s own address', async () => {
    renderPage('/customers/4');
    expect(await screen.findByText('The history')).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Customer sections' });
    expect(within(tabs).getByRole('link', { name: 'History' }).getAttribute('aria-current')).toBe('page');
    expect(calls.comments).not.toHaveBeenCalled();
    expect(calls.files).not.toHaveBeenCalled();
  });
});

describe("a customer's comments", () => {
  it('lists them oldest first with their author, adds one trimmed, and asks for them again', async () => {
    const first = comment(1, 'Prefers a call after 17:00.', new Date(Date.now() - 60_000).toISOString());
    calls.comments.mockResolvedValueOnce({ data: [first] });
    const { person } = renderPage('/customers/4/comments');
    const list = await screen.findByRole('list', { name: 'Comments' });
    expect(within(list).getByText('Prefers a call after 17:00.')).toBeTruthy();
    expect(within(list).getByText('Olena Bondar')).toBeTruthy();

    // Nothing but spaces is refused before anything is sent.
    const field = screen.getByRole('textbox', { name: /New comment/ });
    await person.type(field, '   ');
    await person.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByText('Must be at least 1.')).toBeTruthy();
    expect(calls.addComment).not.toHaveBeenCalled();

    const added = comment(2, 'Asked for a second quote.', new Date().toISOString());
    calls.addComment.mockResolvedValueOnce({ message: 'Comment added', data: added });
    calls.comments.mockResolvedValueOnce({ data: [first, added] });
    await person.clear(field);
    await person.type(field, '  Asked for a second quote. ');
    await person.keyboard('{Tab}{Enter}');
    await waitFor(() =>
      expect(calls.addComment).toHaveBeenCalledWith({
        params: { id: 4 },
        body: { body: 'Asked for a second quote.' },
      }),
    );
    expect(await within(list).findByText('Asked for a second quote.')).toBeTruthy();
    expect(await screen.findByText('Comment added')).toBeTruthy();
    expect((field as HTMLTextAreaElement).value).toBe('');
    // A customer's comment mentions nobody: no typeahead hint.
    expect(screen.queryByText(/Type @ to mention/)).toBeNull();
  });

  it('are read without a form by whom may not change the customer, and say when they could not be loaded', async () => {
    calls.comments.mockRejectedValueOnce(new HttpError(500, 'Internal error'));
    renderPage('/customers/4/comments', reader);
    expect(await screen.findByText('Could not load the data.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /New comment/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add comment' })).toBeNull();
  });
});

describe("a customer's files", () => {
  it('uploads one under its name, downloads by a link, and deletes one after asking', async () => {
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const plan = file(8, 'plan.pdf');
    calls.files.mockResolvedValueOnce({ data: [plan] });
    const { person } = renderPage('/customers/4/files');
    const list = await screen.findByRole('list', { name: 'Files' });
    expect(within(list).getByText('plan.pdf')).toBeTruthy();
    expect(within(list).getByText('12.3 KB')).toBeTruthy();
    expect(screen.getByText('Any file up to 20 MB.')).toBeTruthy();

    const photo = new File(['the photo'], 'door.jpg', { type: 'image/jpeg' });
    calls.upload.mockResolvedValueOnce({ message: 'File uploaded', data: file(9, 'door.jpg') });
    calls.files.mockResolvedValueOnce({ data: [file(9, 'door.jpg'), plan] });
    await person.upload(screen.getByLabelText('Upload file', { selector: 'input' }), photo);
    await waitFor(() =>
      expect(calls.upload).toHaveBeenCalledWith({ params: { id: 4 }, file: photo, fileName: 'door.jpg' }),
    );
    expect(await within(list).findByText('door.jpg')).toBeTruthy();

    calls.downloadLink.mockResolvedValueOnce('/api/customers/4/files/8?ticket=abc');
    await person.click(screen.getByRole('button', { name: 'Download plan.pdf' }));
    await waitFor(() => expect(calls.downloadLink).toHaveBeenCalledWith('/customers/4/files/8'));

    calls.remove.mockResolvedValueOnce({ message: 'File deleted' });
    calls.files.mockResolvedValueOnce({ data: [file(9, 'door.jpg')] });
    await person.click(screen.getByRole('button', { name: 'Delete plan.pdf' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to proceed?' });
    expect(within(dialog).getByText('The file plan.pdf will be deleted.')).toBeTruthy();
    await person.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.remove).toHaveBeenCalledWith({ params: { id: 4, fileId: 8 } }));
    await waitFor(() => expect(within(list).queryByText('plan.pdf')).toBeNull());
  });

  it('offers only the download to whom may not change the customer, and says when there are none', async () => {
    calls.files.mockResolvedValueOnce({ data: [file(8, 'plan.pdf')] });
    const { unmount } = renderPage('/customers/4/files', reader);
    expect(await screen.findByRole('button', { name: 'Download plan.pdf' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete plan.pdf' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload file' })).toBeNull();
    unmount();

    calls.files.mockResolvedValueOnce({ data: [] });
    renderPage('/customers/4/files');
    expect(await screen.findByText('No files yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload file' })).toBeTruthy();
  });
});
