import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { TextField } from '../../components/ui/field';
import { useTranslation } from '../../lib/use-translation';
import { type ItemKind, type ItemOption, useItemSearch } from './api';

/** Typing pauses this long before the search is sent: one request per word, not per letter. */
const SEARCH_PAUSE_MS = 300;

/**
 * Chooses any of the academy's courses or events, however many there are: a search by title,
 * the matches as check boxes, and what is chosen as chips that stay whatever the search shows.
 */
export function ItemPicker({
  kind,
  chosen,
  known,
  onChange,
}: {
  kind: ItemKind;
  chosen: string[];
  /** Titles of items chosen before (the coupon's answer names them). */
  known: ItemOption[];
  onChange: (ids: string[]) => void;
}) {
  const { t } = useTranslation('adminops');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const results = useItemSearch(kind, search);
  const titles = useRef(new Map(known.map((k) => [k.id, k.title])));
  for (const r of results.data ?? []) titles.current.set(r.id, r.title);
  const picked = new Set(chosen);
  const toggle = (id: string, on: boolean) => onChange(on ? [...picked, id] : chosen.filter((x) => x !== id));

  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="text-sm font-medium text-slate-700">{t(`coupons.${kind}Ids`)}</legend>
      {chosen.length > 0 && (
        <ul aria-label={t('coupons.chosen')} className="flex flex-wrap gap-2">
          {chosen.map((id) => {
            const title = titles.current.get(id) ?? t('coupons.unknownItem');
            return (
              <li key={id} className="max-w-full">
                <button
                  type="button"
                  className="inline-flex min-h-11 max-w-full items-center gap-1 rounded-full bg-primary-50 px-3 text-sm font-medium text-primary-900 hover:bg-primary-100"
                  aria-label={t('coupons.remove', { title })}
                  onClick={() => toggle(id, false)}
                >
                  <span className="truncate">{title}</span>
                  <X aria-hidden="true" size={16} className="shrink-0" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <TextField
        label={t(`coupons.findItem.${kind}`)}
        type="search"
        autoComplete="off"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
      />
      <div className="flex max-h-64 flex-col overflow-y-auto" aria-busy={results.isFetching}>
        {results.data?.length === 0 && (
          <p className="text-sm text-slate-500">{search ? t('coupons.noMatch') : t('coupons.none')}</p>
        )}
        {results.data?.map((o) => (
          <label key={o.id} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-5 shrink-0"
              checked={picked.has(o.id)}
              onChange={(e) => toggle(o.id, e.target.checked)}
            />
            {o.title}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
