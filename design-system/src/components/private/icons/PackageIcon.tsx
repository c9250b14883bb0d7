import { icon } from './icon';

export const PackageIcon = /* @__PURE__ */ icon(
  <>
    <path d="M21 8 12 3 3 8v8l9 5 9-5z" />
    <path d="m3 8 9 5 9-5M12 13v8" />
  </>,
);
