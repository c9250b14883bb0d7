import { icon } from './icon';

export const XIcon = /* @__PURE__ */ icon(<path d="M18 6 6 18M6 6l12 12" />);
