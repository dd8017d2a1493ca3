import type { Pagination } from '@kalvi/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { DataTable, pagedQuery } from './data-table';
import { type FilterField, FilterForm } from './filter-form';
import { SectionHeader } from './section-header';
import type { useListParams } from './use-list-params';

export interface ListPageProps<T, F extends string> {
  title: string;
  intro?: string;
  /** Buttons or links on the right of the title. */
  actions?: ReactNode;
  columns: ColumnDef<T, unknown>[];
  query: UseQueryResult<{ data: T[]; pagination: Pagination }>;
  list: ReturnType<typeof useListParams<F>>;
  /** The filters above the table; none, no filter form. */
  fields?: readonly FilterField<F>[];
  /** FilterForm's accessible name and apply button (without one, each choice applies at once). */
  filterLabel?: string;
  applyLabel?: string;
  /** The columns sort on the server (useListParams' sort keys). */
  sortable?: boolean;
}

/**
 * A console section's list: its title, the filters kept in the address, the table and its pages.
 * The sections differ only in their columns, filters and call.
 */
export function ListPage<T extends { id: string }, F extends string>({
  title,
  intro,
  actions,
  columns,
  query,
  list,
  fields,
  filterLabel,
  applyLabel,
  sortable,
}: ListPageProps<T, F>) {
  return (
    <section>
      <SectionHeader title={title} intro={intro} actions={actions} />
      <DataTable
        caption={title}
        columns={columns}
        {...pagedQuery(query)}
        onPageChange={list.setPage}
        {...(sortable && { sorting: list.sorting, onSortingChange: list.onSortingChange })}
        rowKey={(row) => row.id}
        filters={
          fields && (
            <FilterForm
              label={filterLabel}
              applyLabel={applyLabel}
              values={list.filters}
              onApply={list.setFilters}
              fields={fields}
            />
          )
        }
      />
    </section>
  );
}
