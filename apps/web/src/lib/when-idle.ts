// Work a page can do later (a celebration, a warm-up) waits for the page to have loaded and the
// main thread to be free, so it never lengthens the first taps on a cheap phone.

/** Runs `start` after the load event, once the main thread is idle (at most 2 s later); returns a cancel. */
export function whenIdle(start: () => void): () => void {
  let idle = 0;
  const schedule = () => {
    idle = window.requestIdleCallback
      ? window.requestIdleCallback(start, { timeout: 2000 })
      : window.setTimeout(start, 0);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}
