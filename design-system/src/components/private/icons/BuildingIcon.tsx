import { icon } from './icon';

export const BuildingIcon = /* @__PURE__ */ icon(
  <>
    <rect x="4" y="3" width="16" height="18" rx="1" />
    <path d="M9 7h1M14 7h1M9 11h1M14 11h1M9 15h1M14 15h1M10 21v-3h4v3" />
  </>,
);
