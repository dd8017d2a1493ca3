import { describe, expect, it } from 'vitest';
import { isWebPath, webPaths } from './web-paths.ts';

describe('isWebPath', () => {
  it('knows every page of the route map, with or without a trailing slash or query', () => {
    for (const path of Object.values(webPaths)) {
      expect(isWebPath(path)).toBe(true);
      expect(isWebPath(`${path}/`)).toBe(true);
      expect(isWebPath(`${path}?page=2`)).toBe(true);
    }
  });

  it('refuses paths the web app has no page for', () => {
    expect(isWebPath('/no-such-page')).toBe(false);
    expect(isWebPath('/courses/extra/segments')).toBe(false);
    expect(isWebPath('/Courses')).toBe(false);
  });
});
