import { icon } from './icon';

export const ChartIcon = /* @__PURE__ */ icon(<path d="M3 3v18h18M7 15l4-4 3 3 6-6" />);
