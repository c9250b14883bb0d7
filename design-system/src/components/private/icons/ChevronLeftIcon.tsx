import { icon } from './icon';

export const ChevronLeftIcon = /* @__PURE__ */ icon(<path d="m15 18-6-6 6-6" />);
