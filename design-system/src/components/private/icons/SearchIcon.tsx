import { icon } from './icon';

export const SearchIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
);
