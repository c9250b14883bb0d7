import { icon } from './icon';

export const TagIcon = /* @__PURE__ */ icon(
  <>
    <path d="M3 12V3h9l9 9-9 9z" />
    <circle cx="7.5" cy="7.5" r="1" />
  </>,
);
