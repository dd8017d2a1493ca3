import type { User } from '@kalvi/shared';
import { ENROLLED_EVENTS_STORAGE_KEY, SIGNED_IN_HINT_STORAGE_KEY } from '@kalvi/shared';
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
  window.localStorage.clear();
  useAuthStore.setState({ user: null, isLoading: false, isAuthenticated: false, error: null });
});

afterEach(() => vi.unstubAllGlobals());

describe('auth store', () => {
  it('keeps no session token anywhere a script can read, only a signed-in hint and the enrolled events', () => {
    useAuthStore.getState().setSession(user);
    expect(Object.keys(window.localStorage).sort()).toEqual(
      [ENROLLED_EVENTS_STORAGE_KEY, SIGNED_IN_HINT_STORAGE_KEY].sort(),
    );
    expect(window.localStorage.getItem(SIGNED_IN_HINT_STORAGE_KEY)).toBe('1');
    expect(JSON.parse(window.localStorage.getItem(ENROLLED_EVENTS_STORAGE_KEY) ?? '[]')).toEqual(['e1']);
    expect(useAuthStore.getState()).toMatchObject({ user, isAuthenticated: true });
    expect(useAuthStore.getState()).not.toHaveProperty('token');

    useAuthStore.getState().setEnrolledEvents(['e1', 'e2']);
    expect(JSON.parse(window.localStorage.getItem(ENROLLED_EVENTS_STORAGE_KEY) ?? '[]')).toEqual([
      'e1',
      'e2',
    ]);
    expect(useAuthStore.getState().user?.enrolledEvents).toEqual(['e1', 'e2']);
  });

  it('asks the server whose session the cookie holds after an earlier sign-in', async () => {
    window.localStorage.setItem(SIGNED_IN_HINT_STORAGE_KEY, '1');
    fetchMock.mockResolvedValueOnce(Response.json({ success: true, user }));
    await useAuthStore.getState().loadCurrentUser();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/me',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
    expect(useAuthStore.getState()).toMatchObject({ user, isAuthenticated: true, isLoading: false });
  });

  it('does not ask about a browser that never signed in', async () => {
    await useAuthStore.getState().loadCurrentUser();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useAuthStore.getState()).toMatchObject({ user: null, isAuthenticated: false, isLoading: false });
  });

  it('forgets a session the server refuses', async () => {
    window.localStorage.setItem(SIGNED_IN_HINT_STORAGE_KEY, '1');
    fetchMock.mockResolvedValueOnce(
      Response.json({ success: false, message: 'Invalid token' }, { status: 401 }),
    );
    await useAuthStore.getState().loadCurrentUser();
    expect(window.localStorage.getItem(SIGNED_IN_HINT_STORAGE_KEY)).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ user: null, isLoading: false });
  });

  it('logs out even when the server cannot be reached', async () => {
    useAuthStore.getState().setSession(user);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await useAuthStore.getState().logout();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
    expect(window.localStorage.getItem(SIGNED_IN_HINT_STORAGE_KEY)).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ user: null, isAuthenticated: false });
  });

  it('does not bring the user back when a profile load finishes after logout', async () => {
    window.localStorage.setItem(SIGNED_IN_HINT_STORAGE_KEY, '1');
    let answerMe: (response: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answerMe = resolve)));
    fetchMock.mockResolvedValueOnce(Response.json({ success: true }));
    const loading = useAuthStore.getState().loadCurrentUser();
    await useAuthStore.getState().logout();
    answerMe(Response.json({ success: true, user }));
    await loading;
    expect(useAuthStore.getState()).toMatchObject({ user: null, isAuthenticated: false });
    expect(window.localStorage.getItem(SIGNED_IN_HINT_STORAGE_KEY)).toBeNull();
  });
});
