import type { SVGProps } from 'react';

/**
 * The 24×24 stroke frame every line icon of both apps shares, in the text colour. Decorative (hidden from
 * screen readers): the control around it carries the accessible name.
 */
export function LineSvg({ strokeWidth = '2', children, ...rest }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      aria-hidden="true"
      {...rest}
    >
      {children}
    </svg>
  );
}
