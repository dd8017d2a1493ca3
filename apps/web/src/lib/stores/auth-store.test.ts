import { ENROLLED_EVENTS_STORAGE_KEY, SIGNED_IN_HINT_STORAGE_KEY } from '@kalvi/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { aLearner } from '../../test/learner';
import { useAuthStore } from './auth-store';

const user = aLearner({ enrolledCourses: ['c1'], enrolledEvents: ['e1'] });

beforeEach(() => {
  window.localStorage.clear();
  useAuthStore.setState({ user: null, isLoading: false });
});

describe('auth store', () => {
  it('keeps no session token anywhere a script can read, only a signed-in hint and the enrolled events', () => {
    useAuthStore.getState().setSession(user);
    expect(Object.keys(window.localStorage).sort()).toEqual(
      [ENROLLED_EVENTS_STORAGE_KEY, SIGNED_IN_HINT_STORAGE_KEY].sort(),
    );
    expect(window.localStorage.getItem(SIGNED_IN_HINT_STORAGE_KEY)).toBe('1');
    expect(JSON.parse(window.localStorage.getItem(ENROLLED_EVENTS_STORAGE_KEY) ?? '[]')).toEqual(['e1']);
    expect(useAuthStore.getState().user).toEqual(user);
    expect(useAuthStore.getState()).not.toHaveProperty('token');

    useAuthStore.getState().setEnrolledEvents(['e1', 'e2']);
    expect(JSON.parse(window.localStorage.getItem(ENROLLED_EVENTS_STORAGE_KEY) ?? '[]')).toEqual([
      'e1',
      'e2',
    ]);
    expect(useAuthStore.getState().user?.enrolledEvents).toEqual(['e1', 'e2']);
  });
});
