import { icon } from './icon';

export const FactoryIcon = /* @__PURE__ */ icon(
  <path d="M3 21V10l6 4V10l6 4V5h6v16zM7 17h2M12 17h2M17 17h2" />,
);
