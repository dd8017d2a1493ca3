import type { User } from '@kalvi/shared';
import { ENROLLED_EVENTS_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@kalvi/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from './auth-store';

const user: User = {
  id: 'u1',
  firstName: 'Arun',
  lastName: 'Kumar',
  fullName: 'Arun Kumar',
  email: 'arun@example.com',
  phone: '',
  location: '',
  bio: '',
  website: '',
  profilePicture: '',
  socialLinks: { linkedin: '', github: '', twitter: '', instagram: '' },
  enrolledCourses: ['c1'],
  enrolledEvents: ['e1'],
};

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  useAuthStore.setState({ user: null, token: null, isLoading: false, isAuthenticated: false, error: null });
});

afterEach(() => vi.unstubAllGlobals());

describe('auth store', () => {
  it('keeps the session token and the enrolled events in local storage', () => {
    useAuthStore.getState().setSession('tok', user);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok');
    expect(JSON.parse(window.localStorage.getItem(ENROLLED_EVENTS_STORAGE_KEY) ?? '[]')).toEqual(['e1']);
    expect(useAuthStore.getState()).toMatchObject({ user, token: 'tok', isAuthenticated: true });

    useAuthStore.getState().setEnrolledEvents(['e1', 'e2']);
    expect(JSON.parse(window.localStorage.getItem(ENROLLED_EVENTS_STORAGE_KEY) ?? '[]')).toEqual([
      'e1',
      'e2',
    ]);
    expect(useAuthStore.getState().user?.enrolledEvents).toEqual(['e1', 'e2']);
  });

  it('loads the current user for a stored token', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
    fetchMock.mockResolvedValueOnce(Response.json({ success: true, user }));
    await useAuthStore.getState().loadCurrentUser();
    expect(useAuthStore.getState()).toMatchObject({ user, isAuthenticated: true, isLoading: false });
  });

  it('forgets a token the server refuses', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'old');
    fetchMock.mockResolvedValueOnce(
      Response.json({ success: false, message: 'Invalid token' }, { status: 401 }),
    );
    await useAuthStore.getState().loadCurrentUser();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ user: null, token: null, isLoading: false });
  });

  it('logs out even when the server cannot be reached', async () => {
    useAuthStore.getState().setSession('tok', user);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await useAuthStore.getState().logout();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ user: null, token: null, isAuthenticated: false });
  });

  it('does not bring the user back when a profile load finishes after logout', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
    let answerMe: (response: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answerMe = resolve)));
    fetchMock.mockResolvedValueOnce(Response.json({ success: true }));
    const loading = useAuthStore.getState().loadCurrentUser();
    await useAuthStore.getState().logout();
    answerMe(Response.json({ success: true, user }));
    await loading;
    expect(useAuthStore.getState()).toMatchObject({ user: null, token: null, isAuthenticated: false });
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});
