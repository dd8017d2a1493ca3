import { isWebPath } from '@kalvi/shared';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { preloadPage, routes } from './router';

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

describe('preloadPage', () => {
  it('downloads the page at a path (code and strings) before the browser hydrates it', async () => {
    const [about] = (await preloadPage('/about')) as Array<{ default: unknown }>;
    expect(about?.default).toBe((await import('../features/site/about-page')).AboutPage);
    const [notFound] = (await preloadPage('/no-such-page')) as Array<{ default: unknown }>;
    expect(notFound?.default).toBe((await import('../features/site/not-found-page')).NotFoundPage);
  });
});
