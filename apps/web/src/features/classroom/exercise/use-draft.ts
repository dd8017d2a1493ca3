import type { ExerciseView } from '@kalvi/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { storage } from '../../../lib/storage';
import { saveDraft } from '../api/exercise-api';
import { keepLocalDraft, localDraft, openingCode } from './draft';

const LOCAL_DELAY_MS = 300;
const SERVER_DELAY_MS = 2_000;

/**
 * The editor's code and where it is kept: on the device at every pause in typing, and on the
 * server two seconds after the last change (and before a run), so another device opens it too.
 * On opening, the newer of the two wins.
 */
export function useDraft(exercise: ExerciseView, saveOnServer: boolean) {
  const [initial, setInitial] = useState(() => openingCode(exercise, localDraft(exercise.id)));
  const [version, setVersion] = useState(0);
  const code = useRef(initial);
  const savedOnServer = useRef(exercise.draft?.code ?? null);
  const timers = useRef<{ local?: number; server?: number }>({});

  const flush = useCallback(() => {
    window.clearTimeout(timers.current.server);
    if (!saveOnServer || code.current === savedOnServer.current) return;
    const sent = code.current;
    saveDraft(exercise.id, sent).then(
      () => {
        savedOnServer.current = sent;
      },
      () => undefined,
    );
  }, [exercise.id, saveOnServer]);

  const change = useCallback(
    (next: string) => {
      code.current = next;
      window.clearTimeout(timers.current.local);
      timers.current.local = window.setTimeout(() => keepLocalDraft(exercise.id, next), LOCAL_DELAY_MS);
      window.clearTimeout(timers.current.server);
      if (saveOnServer) timers.current.server = window.setTimeout(flush, SERVER_DELAY_MS);
    },
    [exercise.id, saveOnServer, flush],
  );

  /** Puts other code in the editor (a past submission, the starter code). */
  const replace = useCallback(
    (next: string) => {
      setInitial(next);
      setVersion((v) => v + 1);
      change(next);
    },
    [change],
  );

  // Leaving the page saves what was typed in the last moments.
  useEffect(() => {
    const pending = timers.current;
    return () => {
      if (pending.local !== undefined) {
        window.clearTimeout(pending.local);
        keepLocalDraft(exercise.id, code.current);
      }
      flush();
    };
  }, [exercise.id, flush]);

  return { initial, version, code, change, replace, flush };
}

const FONT_KEY = 'kalvi:code-font-size';
export const FONT_SIZES = [13, 14, 15, 16, 18, 20, 22] as const;

/** The editor's text size, remembered on this device. */
export function useCodeFontSize() {
  const [size, setSize] = useState<number>(() => {
    const stored = Number(storage.get(FONT_KEY));
    return (FONT_SIZES as readonly number[]).includes(stored) ? stored : 15;
  });
  const step = (by: 1 | -1) => {
    const index = FONT_SIZES.indexOf(size as (typeof FONT_SIZES)[number]);
    const next = FONT_SIZES[Math.min(FONT_SIZES.length - 1, Math.max(0, index + by))] ?? size;
    setSize(next);
    storage.set(FONT_KEY, String(next));
  };
  return {
    size,
    smaller: () => step(-1),
    larger: () => step(1),
    min: size === FONT_SIZES[0],
    max: size === FONT_SIZES.at(-1),
  };
}
