import { icon } from './icon';

export const XCircleIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m15 9-6 6M9 9l6 6" />
  </>,
);
