import { icon } from './icon';

export const CheckCircleIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m9 12 2 2 4-4" />
  </>,
);
