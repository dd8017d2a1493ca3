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
  useAuthStore.setState({ user: null, token: null, isLoading: false });
});

afterEach(() => vi.unstubAllGlobals());

describe('auth store', () => {
  it('keeps the session token and the enrolled events in local storage', () => {
    useAuthStore.getState().setSession('tok', user);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok');
    expect(JSON.parse(window.localStorage.getItem(ENROLLED_EVENTS_STORAGE_KEY) ?? '[]')).toEqual(['e1']);
    expect(useAuthStore.getState()).toMatchObject({ user, token: 'tok' });

    useAuthStore.getState().setEnrolledEvents(['e1', 'e2']);
    expect(JSON.parse(window.localStorage.getItem(ENROLLED_EVENTS_STORAGE_KEY) ?? '[]')).toEqual([
      'e1',
      'e2',
    ]);
    expect(useAuthStore.getState().user?.enrolledEvents).toEqual(['e1', 'e2']);
  });
});
