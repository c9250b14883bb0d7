import { icon } from './icon';

export const ChevronUpIcon = /* @__PURE__ */ icon(<path d="m18 15-6-6-6 6" />);
