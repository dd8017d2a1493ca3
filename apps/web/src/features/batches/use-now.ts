import { useEffect, useState } from 'react';

/** The time now, refreshed every `everyMs`: the countdown ticks and the Join button opens on time. */
export function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
