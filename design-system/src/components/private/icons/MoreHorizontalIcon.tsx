import { icon } from './icon';

export const MoreHorizontalIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="5" cy="12" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="19" cy="12" r="1" />
  </>,
);
