import { icon } from './icon';

export const InfoIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4M12 8h.01" />
  </>,
);
