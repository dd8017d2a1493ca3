import { X } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SearchBox } from '../../../components/ui/search-box';
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
      <SearchBox
        label={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
        maxLength={200}
        enterKeyHint="search"
        className={cn('[&::-webkit-search-cancel-button]:hidden', value ? 'pr-11' : 'pr-3')}
      >
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
      </SearchBox>
      <Button type="submit" variant="accent" size="lg">
        {t('search.button')}
      </Button>
    </form>
  );
}
