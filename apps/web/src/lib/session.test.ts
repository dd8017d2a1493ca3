import { SIGNED_IN_HINT_STORAGE_KEY } from '@kalvi/shared';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aHeaderUser, aLearner } from '../test/learner';
import { loadCurrentUser, signOut } from './session';
import { seedRenderedSession, useAuthStore, useHeaderUser } from './stores/auth-store';

const user = aLearner({ enrolledCourses: ['c1'], enrolledEvents: ['e1'] });

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  window.localStorage.clear();
  useAuthStore.setState({ user: null, isLoading: false, renderedFor: null });
});

afterEach(() => vi.unstubAllGlobals());

describe('session', () => {
  it('asks the server whose session the cookie holds after an earlier sign-in', async () => {
    window.localStorage.setItem(SIGNED_IN_HINT_STORAGE_KEY, '1');
    fetchMock.mockResolvedValueOnce(Response.json({ success: true, user }));
    await loadCurrentUser();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/me',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
    const sent = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(sent).not.toHaveProperty('Authorization');
    expect(useAuthStore.getState()).toMatchObject({ user, isLoading: false });
  });

  it('does not ask about a browser that never signed in', async () => {
    await loadCurrentUser();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useAuthStore.getState()).toMatchObject({ user: null, isLoading: false });
  });

  it('forgets a session the server refuses', async () => {
    window.localStorage.setItem(SIGNED_IN_HINT_STORAGE_KEY, '1');
    fetchMock.mockResolvedValueOnce(
      Response.json({ success: false, message: 'Invalid token' }, { status: 401 }),
    );
    await loadCurrentUser();
    expect(window.localStorage.getItem(SIGNED_IN_HINT_STORAGE_KEY)).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ user: null, isLoading: false });
  });

  it('keeps this browser signed in when the question got no answer (the page was left, the network dropped)', async () => {
    window.localStorage.setItem(SIGNED_IN_HINT_STORAGE_KEY, '1');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await loadCurrentUser();
    expect(window.localStorage.getItem(SIGNED_IN_HINT_STORAGE_KEY)).toBe('1');
    expect(useAuthStore.getState()).toMatchObject({ user: null, isLoading: false });
    // The next page asks again, and the server's answer decides.
    fetchMock.mockResolvedValueOnce(Response.json({ success: true, user }));
    await loadCurrentUser();
    expect(useAuthStore.getState()).toMatchObject({ user, isLoading: false });
  });

  it('logs out even when the server cannot be reached', async () => {
    useAuthStore.getState().setSession(user);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await signOut();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
    expect(window.localStorage.getItem(SIGNED_IN_HINT_STORAGE_KEY)).toBeNull();
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('does not bring the user back when a profile load finishes after logout', async () => {
    window.localStorage.setItem(SIGNED_IN_HINT_STORAGE_KEY, '1');
    let answerMe: (response: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answerMe = resolve)));
    fetchMock.mockResolvedValueOnce(Response.json({ success: true }));
    const loading = loadCurrentUser();
    await signOut();
    answerMe(Response.json({ success: true, user }));
    await loading;
    expect(useAuthStore.getState().user).toBeNull();
    expect(window.localStorage.getItem(SIGNED_IN_HINT_STORAGE_KEY)).toBeNull();
  });
});

describe('a page the server rendered for a signed-in learner', () => {
  const rendered = aHeaderUser({ firstName: 'Asha', lastName: 'Devi', fullName: 'Asha Devi' });

  it('shows them in the header at once, then loads the full user', async () => {
    seedRenderedSession(rendered);
    const { result } = renderHook(() => useHeaderUser());
    expect(result.current).toEqual(rendered);
    expect(useAuthStore.getState()).toMatchObject({ user: null, isLoading: true });
    fetchMock.mockResolvedValueOnce(Response.json({ success: true, user }));
    await loadCurrentUser();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/me', expect.anything());
    expect(useAuthStore.getState()).toMatchObject({ user, renderedFor: null, isLoading: false });
    expect(window.localStorage.getItem(SIGNED_IN_HINT_STORAGE_KEY)).toBe('1');
  });

  it('drops them when the server refuses the session a moment later', async () => {
    seedRenderedSession(rendered);
    fetchMock.mockResolvedValueOnce(
      Response.json({ success: false, message: 'Invalid token' }, { status: 401 }),
    );
    await loadCurrentUser();
    const { result } = renderHook(() => useHeaderUser());
    expect(result.current).toBeNull();
    expect(window.localStorage.getItem(SIGNED_IN_HINT_STORAGE_KEY)).toBeNull();
  });
});
