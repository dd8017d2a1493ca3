import { STATS_COUNT_UP_MS, STATS_COUNT_UP_STEPS } from '@kalvi/shared';
import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '../../lib/motion';

/**
 * A number that counts up from 0 in 60 steps over 2 seconds (docs/product/constants-and-limits.md#constants-table) once it scrolls into
 * view; with reduced motion it shows the final value straight away.
 */
export function CountUp({
  to,
  decimals = 0,
  suffix = '',
}: {
  to: number;
  decimals?: number;
  suffix?: string;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  const [value, setValue] = useState(0);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (prefersReducedMotion() || typeof IntersectionObserver === 'undefined') {
      setValue(to);
      return;
    }
    let timer: number | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        let step = 0;
        timer = window.setInterval(() => {
          step += 1;
          setValue(step >= STATS_COUNT_UP_STEPS ? to : (to * step) / STATS_COUNT_UP_STEPS);
          if (step >= STATS_COUNT_UP_STEPS) window.clearInterval(timer);
        }, STATS_COUNT_UP_MS / STATS_COUNT_UP_STEPS);
      },
      { threshold: 0.4 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      window.clearInterval(timer);
    };
  }, [to]);

  const shown = decimals > 0 ? value.toFixed(decimals) : Math.floor(value).toString();
  return (
    <span ref={ref}>
      {/* Screen readers hear the final figure once, not sixty intermediate ones. */}
      <span aria-hidden="true">
        {shown}
        {suffix}
      </span>
      <span className="sr-only">
        {decimals > 0 ? to.toFixed(decimals) : to}
        {suffix}
      </span>
    </span>
  );
}
