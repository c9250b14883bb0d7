import { icon } from './icon';

export const ArrowUpIcon = /* @__PURE__ */ icon(
  <>
    <path d="m5 12 7-7 7 7" />
    <path d="M12 19V5" />
  </>,
);
