import { icon } from './icon';

export const ChevronRightIcon = /* @__PURE__ */ icon(<path d="m9 18 6-6-6-6" />);
