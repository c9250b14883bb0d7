import { icon } from './icon';

export const PanelLeftIcon = /* @__PURE__ */ icon(
  <>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="M9 3v18" />
  </>,
);
