import { useEffect, useRef } from 'react';

const COLOURS = ['#fdab1f', '#ffc24a', '#2563eb', '#60a5fa', '#16a34a', '#f472b6', '#ffffff'];
const PIECES = 140;

interface Piece {
  x: number;
  y: number;
  vx: number;
  vy: number;
  size: number;
  angle: number;
  spin: number;
  colour: string;
}

function launch(width: number): Piece[] {
  return Array.from({ length: PIECES }, () => ({
    x: Math.random() * width,
    y: -20 - Math.random() * 300,
    vx: (Math.random() - 0.5) * 2.5,
    vy: 2 + Math.random() * 3,
    size: 6 + Math.random() * 6,
    angle: Math.random() * Math.PI,
    spin: (Math.random() - 0.5) * 0.2,
    colour: COLOURS[Math.floor(Math.random() * COLOURS.length)] ?? '#fdab1f',
  }));
}

/**
 * The hero's celebration (docs/product/screens.md#home: 6 seconds): a canvas of falling paper. Pieces that
 * leave the screen come back from the top until the last second, then the sky clears.
 * Not mounted at all for people who ask for reduced motion.
 */
export function Confetti({ durationMs, onDone }: { durationMs: number; onDone: () => void }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) {
      done.current();
      return;
    }
    const resize = () => {
      canvas.width = window.innerWidth;
      canvas.height = window.innerHeight;
    };
    resize();
    window.addEventListener('resize', resize);
    const pieces = launch(canvas.width);
    const start = performance.now();
    let frame = 0;

    const draw = (now: number) => {
      const elapsed = now - start;
      if (elapsed >= durationMs) {
        done.current();
        return;
      }
      const recycle = elapsed < durationMs - 1500;
      context.clearRect(0, 0, canvas.width, canvas.height);
      for (const p of pieces) {
        p.x += p.vx;
        p.y += p.vy;
        p.angle += p.spin;
        if (p.y > canvas.height + 20 && recycle) {
          p.y = -20;
          p.x = Math.random() * canvas.width;
        }
        context.save();
        context.translate(p.x, p.y);
        context.rotate(p.angle);
        context.fillStyle = p.colour;
        context.fillRect(-p.size / 2, -p.size / 4, p.size, p.size / 2);
        context.restore();
      }
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', resize);
    };
  }, [durationMs]);

  // Decoration only: hidden from assistive technology by its wrapper.
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-0 z-30">
      <canvas ref={canvasRef} data-testid="confetti" className="size-full" />
    </div>
  );
}
