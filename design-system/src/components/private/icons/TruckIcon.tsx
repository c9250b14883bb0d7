import { icon } from './icon';

export const TruckIcon = /* @__PURE__ */ icon(
  <>
    <path d="M2 6h12v10H2zM14 9h4l4 4v3h-8" />
    <circle cx="6.5" cy="17.5" r="1.5" />
    <circle cx="17.5" cy="17.5" r="1.5" />
  </>,
);
