import { SIGNED_IN_HINT_STORAGE_KEY } from '@kalvi/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aLearner } from '../test/learner';
import { loadCurrentUser, signOut } from './session';
import { useAuthStore } from './stores/auth-store';

const user = aLearner({ enrolledCourses: ['c1'], enrolledEvents: ['e1'] });

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  window.localStorage.clear();
  useAuthStore.setState({ user: null, isLoading: false });
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
