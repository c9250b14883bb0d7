import type { ReactNode, SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

// Lucide-style outline icons for the data components (24px grid, 2px stroke).
function svg(props: IconProps, paths: ReactNode) {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {paths}
    </svg>
  );
}

export const ChevronRightIcon = (props: IconProps) => svg(props, <path d="m9 18 6-6-6-6" />);
export const ChevronDownIcon = (props: IconProps) => svg(props, <path d="m6 9 6 6 6-6" />);
export const CheckIcon = (props: IconProps) => svg(props, <path d="M20 6 9 17l-5-5" />);
export const MinusIcon = (props: IconProps) => svg(props, <path d="M5 12h14" />);
export const InboxIcon = (props: IconProps) =>
  svg(
    props,
    <>
      <path d="M22 12h-6l-2 3h-4l-2-3H2" />
      <path d="M5.45 5.11 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11z" />
    </>,
  );
