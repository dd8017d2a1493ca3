import { ChevronDown } from 'lucide-react';

/** The arrow of a menu or section that opens: it turns over while its `group` is open (Radix's data-state). */
export function OpenChevron({ size }: { size: number }) {
  return (
    <ChevronDown
      aria-hidden="true"
      size={size}
      className="transition-transform group-data-[state=open]:rotate-180"
    />
  );
}
