import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { whenIdle } from '../../lib/when-idle';

const COLOURS = ['#fdab1f', '#ffc24a', '#2563eb', '#60a5fa', '#16a34a', '#f472b6', '#ffffff'];
const PIECES = 80;
/** The last fall ends this long before the celebration does, so the sky clears (as before). */
const CLEAR_MS = 1500;

interface Piece {
  style: CSSProperties;
  key: number;
}

/** Random pieces, each with enough falls of its own speed to keep the sky busy until it clears. */
function launch(durationMs: number): Piece[] {
  return Array.from({ length: PIECES }, (_, key) => {
    const fallMs = 2200 + Math.random() * 1800;
    const delayMs = Math.random() * 1200;
    const falls = Math.max(1, Math.floor((durationMs - CLEAR_MS - delayMs) / fallMs));
    const size = 6 + Math.random() * 6;
    return {
      key,
      style: {
        left: `${Math.random() * 100}%`,
        width: `${size}px`,
        height: `${size / 2}px`,
        backgroundColor: COLOURS[key % COLOURS.length],
        animationDuration: `${fallMs}ms`,
        animationDelay: `${delayMs}ms`,
        animationIterationCount: falls,
        '--confetti-drift': `${(Math.random() - 0.5) * 160}px`,
        '--confetti-spin': `${(Math.random() - 0.5) * 1440}deg`,
      } as CSSProperties,
    };
  });
}

/**
 * The hero's celebration (docs/product/screens.md#home: 6 seconds): falling paper. CSS
 * animations of transform only, so the compositor moves the pieces and the main thread is free
 * while the page loads (docs/decisions/150-performance.md). Not mounted at all for people who
 * ask for reduced motion, and hidden by the stylesheet if that preference changes meanwhile.
 */
export function Confetti({ durationMs, onDone }: { durationMs: number; onDone: () => void }) {
  const done = useRef(onDone);
  done.current = onDone;
  // The pieces are launched once the page has loaded and the browser is idle: mounting 80
  // animated elements must not lengthen a cheap phone's first taps (docs/decisions/150-performance.md).
  const [pieces, setPieces] = useState<Piece[]>([]);
  useEffect(() => {
    let timer = 0;
    const cancel = whenIdle(() => {
      setPieces(launch(durationMs));
      timer = window.setTimeout(() => done.current(), durationMs);
    });
    return () => {
      cancel();
      window.clearTimeout(timer);
    };
  }, [durationMs]);

  // Decoration only: hidden from assistive technology.
  return (
    <div
      aria-hidden="true"
      data-testid="confetti"
      className="confetti pointer-events-none fixed inset-0 z-30 overflow-hidden"
    >
      {pieces.map((piece) => (
        <span key={piece.key} className="confetti-piece" style={piece.style} />
      ))}
    </div>
  );
}
