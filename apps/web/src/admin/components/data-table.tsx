import type { Pagination } from '@kalvi/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type OnChangeFn,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';

export interface DataTableProps<T> {
  /** Accessible name of the table. */
  caption: string;
  columns: ColumnDef<T, unknown>[];
  rows: T[] | undefined;
  pagination: Pagination | undefined;
  onPageChange: (page: number) => void;
  sorting?: SortingState;
  onSortingChange?: OnChangeFn<SortingState>;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  /** The filter form above the table; filtering happens on the server. */
  filters?: ReactNode;
  rowKey: (row: T) => string;
}

/** A console list's page query as the table shows it: its rows and pages, loading, failure and retry. */
export function pagedQuery<T>(
  query: UseQueryResult<{ data: T[]; pagination: Pagination }>,
): Pick<DataTableProps<T>, 'rows' | 'pagination' | 'isLoading' | 'isError' | 'onRetry'> {
  return {
    rows: query.data?.data,
    pagination: query.data?.pagination,
    isLoading: query.isPending,
    isError: query.isError,
    onRetry: () => void query.refetch(),
  };
}

/**
 * Every list of the console: TanStack Table for the columns and sort headers, with paging,
 * sorting and filtering done by the server (manual modes), so a list of 100,000 rows costs one
 * page. On a phone the table scrolls sideways inside its own box instead of widening the page.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  pagination,
  onPageChange,
  sorting = [],
  onSortingChange,
  isLoading,
  isError,
  onRetry,
  filters,
  rowKey,
}: DataTableProps<T>) {
  const { t } = useTranslation('admin');
  const table = useReactTable({
    data: rows ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: rowKey,
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableSortingRemoval: false,
    pageCount: pagination?.total_pages ?? -1,
    state: { sorting },
    onSortingChange,
  });
  const page = pagination?.current_page ?? 1;
  const pages = pagination?.total_pages ?? 1;

  return (
    <div className="space-y-3">
      {filters}
      <div className="overflow-x-auto rounded-ui border border-slate-200 bg-white">
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className="px-3 py-2 whitespace-nowrap"
                      aria-sort={
                        sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                      }
                    >
                      {header.column.getCanSort() && onSortingChange ? (
                        <button
                          type="button"
                          className="inline-flex min-h-9 items-center gap-1 uppercase hover:text-primary-800"
                          onClick={header.column.getToggleSortingHandler()}
                          title={t('table.sortBy', {
                            column: String(header.column.columnDef.id ?? header.id),
                          })}
                        >
                          {label}
                          <span aria-hidden="true" className={sorted ? '' : 'opacity-40'}>
                            {sorted === 'asc' ? '↑' : sorted === 'desc' ? '↓' : '↕'}
                          </span>
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-slate-100">
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="align-top hover:bg-slate-50">
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className="px-3 py-2">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <TableState
          isLoading={isLoading && !rows}
          isError={isError}
          isEmpty={rows?.length === 0}
          onRetry={onRetry}
        />
      </div>
      {pagination && pagination.total_pages > 1 && (
        <nav aria-label={caption} className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span className="text-slate-600">
            {t('table.page', { page, pages, total: pagination.total_items })}
          </span>
          <span className="flex gap-2">
            <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
              <span aria-hidden="true">‹</span>
              {t('table.previous')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={page >= pages}
              onClick={() => onPageChange(page + 1)}
            >
              {t('table.next')}
              <span aria-hidden="true">›</span>
            </Button>
          </span>
        </nav>
      )}
    </div>
  );
}

function TableState(props: { isLoading: boolean; isError: boolean; isEmpty: boolean; onRetry: () => void }) {
  const { t } = useTranslation('admin');
  const box = 'flex items-center justify-center gap-3 px-4 py-10 text-sm text-slate-600';
  if (props.isLoading) return <div className={box}>{<Spinner size="sm" label={t('table.loading')} />}</div>;
  if (props.isError)
    return (
      <div className={cn(box, 'text-danger-700')} role="alert">
        {t('table.error')}
        <Button variant="secondary" size="sm" onClick={props.onRetry}>
          {t('table.retry')}
        </Button>
      </div>
    );
  if (props.isEmpty) return <div className={box}>{t('table.empty')}</div>;
  return null;
}
