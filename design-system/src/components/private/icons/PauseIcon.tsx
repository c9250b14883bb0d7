import { icon } from './icon';

export const PauseIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M10 9v6M14 9v6" />
  </>,
);
