import { TOKEN_STORAGE_KEY } from '@kalvi/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aLearner } from '../test/learner';
import { loadCurrentUser, signOut } from './session';
import { useAuthStore } from './stores/auth-store';

const user = aLearner({ enrolledCourses: ['c1'], enrolledEvents: ['e1'] });

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  useAuthStore.setState({ user: null, token: null, isLoading: false });
});

afterEach(() => vi.unstubAllGlobals());

describe('session', () => {
  it('loads the current user for a stored token', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
    fetchMock.mockResolvedValueOnce(Response.json({ success: true, user }));
    await loadCurrentUser();
    expect(useAuthStore.getState()).toMatchObject({ user, isLoading: false });
  });

  it('forgets a token the server refuses', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'old');
    fetchMock.mockResolvedValueOnce(
      Response.json({ success: false, message: 'Invalid token' }, { status: 401 }),
    );
    await loadCurrentUser();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ user: null, token: null, isLoading: false });
  });

  it('logs out even when the server cannot be reached', async () => {
    useAuthStore.getState().setSession('tok', user);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await signOut();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ user: null, token: null });
  });

  it('does not bring the user back when a profile load finishes after logout', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
    let answerMe: (response: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answerMe = resolve)));
    fetchMock.mockResolvedValueOnce(Response.json({ success: true }));
    const loading = loadCurrentUser();
    await signOut();
    answerMe(Response.json({ success: true, user }));
    await loading;
    expect(useAuthStore.getState()).toMatchObject({ user: null, token: null });
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});
