import { useEffect, useState } from 'react';

/** Whether the window has scrolled more than `px`; updates at most once per frame. */
export function useScrolledPast(px: number): boolean {
  // False at first, as on the server: the effect reads the real position right after hydration.
  const [past, setPast] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      setPast(window.scrollY > px);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [px]);
  return past;
}
