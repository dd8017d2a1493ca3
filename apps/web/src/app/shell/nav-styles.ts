// Tamil words are long: the desktop links never wrap, and in Tamil they are a little tighter.
export const desktopLink =
  'relative inline-flex min-h-11 items-center gap-1 rounded-ui px-3 text-[15px] font-medium whitespace-nowrap [:lang(ta)_&]:px-2 [:lang(ta)_&]:text-sm text-white/85 transition-colors hover:bg-white/10 hover:text-white aria-[current=page]:text-white aria-[current=page]:after:absolute aria-[current=page]:after:inset-x-3 aria-[current=page]:after:bottom-1.5 aria-[current=page]:after:h-0.5 aria-[current=page]:after:rounded-full aria-[current=page]:after:bg-accent-400';

export const mobileLink =
  'flex min-h-12 items-center rounded-ui px-3 text-base font-medium text-white/90 hover:bg-white/10 aria-[current=page]:bg-white/10 aria-[current=page]:text-white';
