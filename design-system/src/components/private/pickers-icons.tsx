import type { SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

// Outline icons in the Lucide style for the pickers, drawn like those in ./icons.
function Svg({ d, ...props }: IconProps & { d: string }) {
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
      <path d={d} />
    </svg>
  );
}

export const CalendarIcon = (props: IconProps) => (
  <Svg
    d="M8 2v4M16 2v4M3 10h18M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z"
    {...props}
  />
);
export const ChevronRightIcon = (props: IconProps) => <Svg d="m9 18 6-6-6-6" {...props} />;
export const ChevronDownIcon = (props: IconProps) => <Svg d="m6 9 6 6 6-6" {...props} />;
export const CheckIcon = (props: IconProps) => <Svg d="M20 6 9 17l-5-5" {...props} />;
