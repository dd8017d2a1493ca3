import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { prefersReducedMotion } from '../../lib/motion';

type Shape = Record<string, z.ZodType>;

/**
 * A list's filters and page, kept in the address so a reload, a shared link or Back shows the
 * same list. Each value is read with the shared schema's field (a bad value falls back to its
 * default); defaults stay out of the address. Any change but the page goes back to page 1
 * (docs/product/feeds-and-chat.md#feeds-through-our-server); a page change scrolls smoothly to the top.
 */
export function useFeedParams<S extends Shape>(shape: S) {
  const [searchParams, setSearchParams] = useSearchParams();

  const values = {} as { [K in keyof S]: z.output<S[K]> };
  for (const key of Object.keys(shape) as (keyof S & string)[]) {
    const field = shape[key] as z.ZodType;
    const given = field.safeParse(searchParams.get(key) ?? undefined);
    values[key] = (given.success ? given.data : field.parse(undefined)) as z.output<S[typeof key]>;
  }

  const update = useCallback(
    (changes: Partial<Record<keyof S & string, string | number | undefined>>) => {
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          const field = shape[key] as z.ZodType;
          const isDefault =
            value === undefined || value === '' || String(field.parse(undefined)) === String(value);
          if (isDefault) next.delete(key);
          else next.set(key, String(value));
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      });
      if ('page' in changes)
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    },
    [setSearchParams, shape],
  );

  return [values, update] as const;
}
