import { cn } from '../../../lib/cn';

export interface TopicChipsProps {
  label: string;
  topics: readonly string[];
  /** The chosen topic, or undefined while a search replaces it. */
  selected: string | undefined;
  onSelect: (topic: string) => void;
}

/**
 * The research and article topic chips: toggle buttons, the chosen one pressed. On a phone they
 * sit in one row that scrolls sideways instead of pushing the results below the fold.
 */
export function TopicChips({ label, topics, selected, onSelect }: TopicChipsProps) {
  return (
    // A fieldset grows to fit its content unless told otherwise, which would defeat the scrolling row.
    <fieldset className="min-w-0">
      <legend className="sr-only">{label}</legend>
      <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        {topics.map((topic) => {
          const active = topic === selected;
          return (
            <button
              key={topic}
              type="button"
              aria-pressed={active}
              onClick={() => onSelect(topic)}
              className={cn(
                'min-h-10 shrink-0 rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors',
                active
                  ? 'border-primary-700 bg-primary-700 text-white shadow-sm'
                  : 'border-slate-200 bg-white text-slate-700 hover:border-primary-300 hover:bg-primary-50',
              )}
            >
              {topic}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
