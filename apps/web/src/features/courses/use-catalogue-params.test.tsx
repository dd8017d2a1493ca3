import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useCatalogueParams } from './use-catalogue-params';

function setup(initial: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ ...useCatalogueParams(), location: useLocation() }), { wrapper });
}

describe('useCatalogueParams', () => {
  it('reads the filters from the URL, with the documented defaults for anything missing or unknown', () => {
    const { result } = setup('/courses?search=react&level=Expert&sort=cheap&page=-2&view=list');
    expect(result.current.params).toEqual({
      search: 'react',
      category: '',
      level: '',
      sort: 'popular',
      page: 1,
      view: 'list',
      course: null,
    });
  });

  it('goes back to page 1 on any filter change, but keeps the page when opening a course', () => {
    const { result } = setup('/courses?page=3');
    act(() => result.current.update({ course: 'abc' }));
    expect(result.current.location.search).toBe('?page=3&course=abc');
    act(() => result.current.update({ category: 'AI/ML' }));
    expect(result.current.params).toMatchObject({ page: 1, category: 'AI/ML', course: 'abc' });
  });

  it('clears to search and category empty, All Levels and popular, leaving defaults out of the URL', () => {
    const { result } = setup('/courses?search=x&category=AI%2FML&level=Advanced&sort=rating&page=2');
    act(() => result.current.clearFilters());
    expect(result.current.location.search).toBe('');
    act(() => result.current.update({ sort: 'newest', view: 'grid' }));
    expect(result.current.location.search).toBe('?sort=newest');
  });
});
