import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clock, VideoPlayer } from './video-player';
import { SAVE_EVERY_MS, VIMEO_ORIGIN, YOUTUBE_ORIGIN } from './video-reports';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: object) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const saved = { seconds: 192, durationSeconds: 600, updatedAt: '2026-11-27T10:00:00.000Z' };

beforeEach(() => {
  // Only the clock is fake: the player's 15-second rhythm is read from Date.now.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-28T10:00:00Z'));
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (_url, init) =>
    json(
      init?.method === 'PUT'
        ? { success: true, message: 'Saved', data: saved }
        : { success: true, data: saved },
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderPlayer(link: string, lessonId?: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <VideoPlayer link={link} title="Intro" lessonId={lessonId} />
    </QueryClientProvider>,
  );
}

const frame = () => document.querySelector('iframe') as HTMLIFrameElement;
/** A message from the player in the frame, as YouTube or Vimeo posts it. */
function fromPlayer(origin: string, data: object, source: Window | null = frame().contentWindow) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, source, data: JSON.stringify(data) }));
  });
}
const youtube = (currentTime: number, playerState = 1) =>
  fromPlayer(YOUTUBE_ORIGIN, { event: 'infoDelivery', info: { currentTime, duration: 600.2, playerState } });
const puts = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([url, init]) => ({
      url: String(url),
      body: JSON.parse(String(init?.body)),
      keepalive: init?.keepalive,
    }));

describe('the video player', () => {
  it('offers to resume where the learner stopped, starts there, and saves as the video plays', async () => {
    const { unmount } = renderPlayer('https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'lesson-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Resume from 3:12' }));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/lessons/lesson-1/video-position');
    expect(frame().src).toContain(`${YOUTUBE_ORIGIN}/embed/dQw4w9WgXcQ?autoplay=1&enablejsapi=1`);
    expect(frame().src).toContain('&start=192');

    youtube(195.4);
    expect(puts()).toEqual([
      {
        url: '/api/lessons/lesson-1/video-position',
        body: { seconds: 195, durationSeconds: 600 },
        keepalive: true,
      },
    ]);
    youtube(205);
    expect(puts()).toHaveLength(1);
    vi.setSystemTime(Date.now() + SAVE_EVERY_MS);
    youtube(210);
    expect(puts().at(-1)?.body).toEqual({ seconds: 210, durationSeconds: 600 });
    youtube(212, 2);
    expect(puts().at(-1)?.body).toEqual({ seconds: 212, durationSeconds: 600 });
    // Messages from anything but the player in this frame are not playback.
    fromPlayer('https://evil.example', { event: 'infoDelivery', info: { currentTime: 5, duration: 600 } });
    fromPlayer(YOUTUBE_ORIGIN, { event: 'infoDelivery', info: { currentTime: 5, duration: 600 } }, window);
    expect(puts()).toHaveLength(3);

    vi.setSystemTime(Date.now() + 2000);
    youtube(214);
    unmount();
    expect(puts().at(-1)?.body).toEqual({ seconds: 214, durationSeconds: 600 });
    expect(puts()).toHaveLength(4);
  });

  it('starts over from the beginning when asked, and saves when the page is hidden', async () => {
    renderPlayer('https://vimeo.com/76979871', 'lesson-2');
    fireEvent.click(await screen.findByRole('button', { name: 'Start over' }));
    expect(frame().src).toBe(`${VIMEO_ORIGIN}/video/76979871?dnt=1&autoplay=1`);
    fromPlayer(VIMEO_ORIGIN, { event: 'timeupdate', data: { seconds: 3.2, duration: 600 } });
    expect(puts().at(-1)?.body).toEqual({ seconds: 3, durationSeconds: 600 });
    fromPlayer(VIMEO_ORIGIN, { event: 'timeupdate', data: { seconds: 8.9, duration: 600 } });
    expect(puts()).toHaveLength(1);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(puts().at(-1)?.body).toEqual({ seconds: 8, durationSeconds: 600 });
  });

  it('asks nothing and saves nothing for a visitor watching a preview', () => {
    renderPlayer('https://youtu.be/dQw4w9WgXcQ');
    fireEvent.click(screen.getByRole('button', { name: 'Play video' }));
    expect(screen.queryByRole('button', { name: 'Start over' })).toBeNull();
    youtube(30, 2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('writes a position as a clock', () => {
    expect(clock(192)).toBe('3:12');
    expect(clock(59.9)).toBe('0:59');
    expect(clock(3725)).toBe('1:02:05');
  });
});
