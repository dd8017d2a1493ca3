import { Search, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/use-translation';

export interface SearchFormProps {
  label: string;
  placeholder: string;
  /** The search in force (from the address). */
  value: string | undefined;
  onSearch: (q: string) => void;
  onClear: () => void;
}

/** A search box with its button; a blank or whitespace-only search is ignored (docs/product/validation-and-messages.md#other-inputs). */
export function SearchForm({ label, placeholder, value, onSearch, onClear }: SearchFormProps) {
  const { t } = useTranslation('feeds');
  const id = useId();
  const [text, setText] = useState(value ?? '');
  // Back, Forward or a chip change the search in force: the box follows.
  useEffect(() => setText(value ?? ''), [value]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const q = text.trim();
    if (q) onSearch(q);
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older phone browsers (and jsdom); the role gives every browser the landmark
    <form role="search" onSubmit={submit} className="mt-6 flex max-w-2xl gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative min-w-0 flex-1">
        <Search
          aria-hidden="true"
          size={18}
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-400"
        />
        <input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={placeholder}
          maxLength={200}
          enterKeyHint="search"
          className={cn(
            'min-h-12 w-full rounded-ui border border-white/20 bg-white py-2 pl-10 text-base text-ink shadow-sm placeholder:text-slate-500 [&::-webkit-search-cancel-button]:hidden',
            value ? 'pr-11' : 'pr-3',
          )}
        />
        {value && (
          <button
            type="button"
            onClick={onClear}
            aria-label={t('search.clear')}
            className="absolute top-1/2 right-1 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-ink"
          >
            <X aria-hidden="true" size={18} />
          </button>
        )}
      </div>
      <Button type="submit" variant="accent" size="lg">
        {t('search.button')}
      </Button>
    </form>
  );
}
