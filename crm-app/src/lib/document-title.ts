/*
 * The signed-in tab's title: the page's (`Page`) and, while the user has unread notifications, their
 * count before it, "(3) Quotes · Doorline CRM" (docs/notifications.md "Screens"). Two writers, one
 * title: each sets its part and the title is made of both. (The sign-in screens, where there is no
 * count, set theirs themselves: this module stays out of the sign-in page's code.)
 */

let pageTitle = typeof document === 'undefined' ? '' : document.title;
let unread = 0;

function apply() {
  document.title = unread > 0 ? `(${unread}) ${pageTitle}` : pageTitle;
}

/** The page's own title, without the count. */
export function setPageTitle(title: string) {
  pageTitle = title;
  apply();
}

/** The unread count shown before the page's title; 0 shows none. */
export function setTitleCount(count: number) {
  unread = count;
  apply();
}
