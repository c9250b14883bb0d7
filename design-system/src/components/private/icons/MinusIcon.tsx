import { icon } from './icon';

export const MinusIcon = /* @__PURE__ */ icon(<path d="M5 12h14" />);
