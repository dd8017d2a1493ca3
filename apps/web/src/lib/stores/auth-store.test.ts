import { ENROLLED_EVENTS_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@kalvi/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { aLearner } from '../../test/learner';
import { useAuthStore } from './auth-store';

const user = aLearner({ enrolledCourses: ['c1'], enrolledEvents: ['e1'] });

beforeEach(() => useAuthStore.setState({ user: null, token: null, isLoading: false }));

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
