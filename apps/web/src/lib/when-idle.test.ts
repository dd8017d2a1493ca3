import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  afterEach(() => vi.useRealTimers());

  it('runs the work only after the page has loaded and the browser is free, and not once cancelled', () => {
    vi.useFakeTimers();
    const loading = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const work = vi.fn();
    const cancelled = vi.fn();
    whenIdle(work);
    whenIdle(cancelled)();
    vi.runAllTimers();
    expect(work).not.toHaveBeenCalled();

    loading.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
