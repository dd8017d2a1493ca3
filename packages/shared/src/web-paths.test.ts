import { describe, expect, it } from 'vitest';
import { isWebPath, pathMatches, webPaths } from './web-paths.ts';

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

describe('pathMatches', () => {
  it('matches a pattern segment for segment, a `:name` segment taking any one', () => {
    expect(pathMatches('/certificates/:certificateId', '/certificates/KLV-1A2B')).toBe(true);
    expect(pathMatches('/certificates/:certificateId', '/certificates/KLV-1A2B/?x=1')).toBe(true);
    expect(pathMatches('/about', '/about')).toBe(true);
    expect(pathMatches('/certificates/:certificateId', '/certificates')).toBe(false);
    expect(pathMatches('/certificates/:certificateId', '/certificates/a/b')).toBe(false);
    expect(pathMatches('/about', '/contact')).toBe(false);
  });
});
