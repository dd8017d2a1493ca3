import type { User } from '@kalvi/shared';
import { ENROLLED_EVENTS_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@kalvi/shared';
import { create } from 'zustand';
import { storage } from '../storage';

/**
 * Who is signed in on this device. State only: the calls that start, check and end a session
 * live in lib/session.ts and features/auth/api (docs/decisions/090-web-feature-api-layers.md).
 */
export interface AuthState {
  user: User | null;
  token: string | null;
  /** True while the start-up user load runs; protected pages wait for it. */
  isLoading: boolean;
  setSession: (token: string, user: User) => void;
  /** Marks the start-up load for this token as running. */
  startLoading: (token: string) => void;
  clearSession: () => void;
  setEnrolledCourses: (ids: string[]) => void;
  setEnrolledEvents: (ids: string[]) => void;
}

function storeEnrolledEvents(ids: string[]): void {
  storage.set(ENROLLED_EVENTS_STORAGE_KEY, JSON.stringify(ids));
}

const initialToken = typeof window === 'undefined' ? null : storage.get(TOKEN_STORAGE_KEY);

export const useAuthStore = create<AuthState>()((set, get) => ({
  user: null,
  token: initialToken,
  isLoading: initialToken !== null,

  setSession: (token, user) => {
    storage.set(TOKEN_STORAGE_KEY, token);
    storeEnrolledEvents(user.enrolledEvents);
    set({ token, user, isLoading: false });
  },

  startLoading: (token) => set({ token, isLoading: true }),

  clearSession: () => {
    storage.remove(TOKEN_STORAGE_KEY);
    storage.remove(ENROLLED_EVENTS_STORAGE_KEY);
    set({ token: null, user: null, isLoading: false });
  },

  setEnrolledCourses: (ids) => {
    const user = get().user;
    if (user) set({ user: { ...user, enrolledCourses: ids } });
  },

  setEnrolledEvents: (ids) => {
    storeEnrolledEvents(ids);
    const user = get().user;
    if (user) set({ user: { ...user, enrolledEvents: ids } });
  },
}));
