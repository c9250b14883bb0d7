import { expect, fn, userEvent } from 'storybook/test';
import preview from '../../stories/preview';
import { NotificationItem, NotificationList } from './NotificationItem';

const onOpen = fn();

const meta = preview.meta({
  title: 'Data/NotificationItem',
  component: NotificationItem,
  args: {
    message: 'Olena Koval approved quote 1042',
    meta: 'Olena Koval · 5 min ago',
    isUnread: true,
    unreadLabel: 'Unread',
    href: '#/quotes/1042',
    onOpen,
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <NotificationList aria-label="Notifications">
        <NotificationItem {...args} />
      </NotificationList>
    </div>
  ),
});

/** Unread: the dot, the bold message, and "Unread" first in its name; following it calls `onOpen`. */
export const Unread = meta.story({
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /^Unread: Olena Koval approved quote 1042/ });
    await expect(link).toHaveAttribute('href', '#/quotes/1042');
    onOpen.mockClear();
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(onOpen).toHaveBeenCalledOnce();
  },
});

export const Read = meta.story({
  args: { isUnread: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /^Olena Koval approved quote 1042/ })).toBeVisible();
  },
});

/** About nothing the reader may open: not a link. */
export const NotALink = meta.story({
  args: { href: undefined, message: 'Your role is now Sales manager', meta: '2 h ago' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('Your role is now Sales manager')).toBeVisible();
  },
});

/** The latest ten in the top bar: read and unread together, a long message wrapping. */
export const List = meta.story({
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <NotificationList aria-label="Notifications">
        <NotificationItem {...args} />
        <NotificationItem
          {...args}
          message="Production of 1042-2 started"
          meta="Yesterday"
          href="#/orders/1042-2"
        />
        <NotificationItem
          {...args}
          isUnread={false}
          message="Taras Melnyk commented on 1038: “Please confirm the delivery date for the oak entrance doors”"
          meta="Taras Melnyk · 3 days ago"
          href="#/quotes/1038"
        />
      </NotificationList>
    </div>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Notifications' });
    await expect(list.querySelectorAll('li')).toHaveLength(3);
    await expect(canvas.getAllByRole('link', { name: /^Unread: / })).toHaveLength(2);
  },
});
