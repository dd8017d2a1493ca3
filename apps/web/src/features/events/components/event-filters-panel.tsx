import { EVENT_MODES, EVENT_TYPES } from '@kalvi/shared';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/field';
import { useTranslation } from '../../../lib/use-translation';
import { type EventFilters, PRICE_FILTERS, STATUS_FILTERS } from '../use-event-filters';

/** Status, Type, Mode and Price (docs/product/screens.md#events-catalogue), and 'Clear Filters'. */
export function EventFiltersPanel({
  id,
  filters,
  onChange,
  onClear,
}: {
  id: string;
  filters: EventFilters;
  onChange: (change: Partial<Omit<EventFilters, 'page'>>) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('events');
  return (
    <section
      id={id}
      aria-label={t('filters.panelLabel')}
      className="grid gap-4 rounded-ui bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
    >
      <SelectField
        label={t('filters.status')}
        value={filters.status}
        options={STATUS_FILTERS.map((s) => ({ value: s, label: t(`filters.statusOptions.${s}`) }))}
        onValueChange={(v) => onChange({ status: v as EventFilters['status'] })}
      />
      <SelectField
        label={t('filters.type')}
        value={filters.type}
        options={[
          { value: 'all', label: t('filters.allTypes') },
          ...EVENT_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) })),
        ]}
        onValueChange={(v) => onChange({ type: v as EventFilters['type'] })}
      />
      <SelectField
        label={t('filters.mode')}
        value={filters.mode}
        options={[
          { value: 'all', label: t('filters.allModes') },
          ...EVENT_MODES.map((v) => ({ value: v, label: t(`mode.${v}`) })),
        ]}
        onValueChange={(v) => onChange({ mode: v as EventFilters['mode'] })}
      />
      <SelectField
        label={t('filters.price')}
        value={filters.price}
        options={PRICE_FILTERS.map((p) => ({ value: p, label: t(`filters.priceOptions.${p}`) }))}
        onValueChange={(v) => onChange({ price: v as EventFilters['price'] })}
      />
      <Button variant="secondary" onClick={onClear}>
        {t('filters.clear')}
      </Button>
    </section>
  );
}
