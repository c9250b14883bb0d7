import { icon } from './icon';

export const WarehouseIcon = /* @__PURE__ */ icon(
  <>
    <path d="M3 21V8l9-5 9 5v13" />
    <path d="M7 21v-8h10v8M7 17h10" />
  </>,
);
