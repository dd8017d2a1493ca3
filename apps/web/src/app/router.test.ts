import { isWebPath } from '@kalvi/shared';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

function pathsOf(list: RouteObject[]): string[] {
  return list.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);
}

describe('the route table', () => {
  it('has every page in the shared route map, so the server does not answer 404 for it', () => {
    const pages = pathsOf(routes).filter((path) => path !== '*');
    expect(pages.length).toBeGreaterThan(10);
    for (const path of pages) expect(isWebPath(path), path).toBe(true);
  });
});
