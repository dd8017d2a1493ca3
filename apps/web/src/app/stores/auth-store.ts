import type { User } from '@kalvi/shared';
import { ENROLLED_EVENTS_STORAGE_KEY, SIGNED_IN_HINT_STORAGE_KEY } from '@kalvi/shared';
import { create } from 'zustand';
import { ApiError, api } from '../../lib/api-client';
import { storage } from '../../lib/storage';

/**
 * Who is signed in. The session itself is an httpOnly cookie the server sets and no script can
 * read (docs/decisions/107); this store asks /api/auth/me who it belongs to. Local storage
 * keeps only a hint that this browser signed in, so visitors who never did skip the question.
 */
export interface AuthState {
  user: User | null;
  /** True while the start-up user load runs; protected pages wait for it. */
  isLoading: boolean;
  isAuthenticated: boolean;
  error: string | null;
  otpSent: boolean;
  /** Bumped at every sign-in and sign-out, so a late answer about an older session is ignored. */
  sessionSeq: number;
  setSession: (user: User) => void;
  loadCurrentUser: () => Promise<void>;
  logout: () => Promise<void>;
  setEnrolledCourses: (ids: string[]) => void;
  setEnrolledEvents: (ids: string[]) => void;
  setOtpSent: (sent: boolean) => void;
  setError: (message: string | null) => void;
  clearError: () => void;
}

interface MeResponse {
  user?: User;
  data?: User;
}

function storeEnrolledEvents(ids: string[]): void {
  storage.set(ENROLLED_EVENTS_STORAGE_KEY, JSON.stringify(ids));
}

const signedInBefore = typeof window !== 'undefined' && storage.get(SIGNED_IN_HINT_STORAGE_KEY) !== null;

export const useAuthStore = create<AuthState>()((set, get) => ({
  user: null,
  isLoading: signedInBefore,
  isAuthenticated: false,
  error: null,
  otpSent: false,
  sessionSeq: 0,

  setSession: (user) => {
    storage.set(SIGNED_IN_HINT_STORAGE_KEY, '1');
    storeEnrolledEvents(user.enrolledEvents);
    set({
      user,
      isAuthenticated: true,
      isLoading: false,
      error: null,
      otpSent: false,
      sessionSeq: get().sessionSeq + 1,
    });
  },

  loadCurrentUser: async () => {
    if (storage.get(SIGNED_IN_HINT_STORAGE_KEY) === null) {
      set({ user: null, isAuthenticated: false, isLoading: false });
      return;
    }
    set({ isLoading: true });
    // The answer counts only for the session that asked: a logout or another sign-in while it
    // was in flight must not be undone by it.
    const asked = get().sessionSeq;
    const stillCurrent = () => get().sessionSeq === asked;
    try {
      const res = await api.get<MeResponse>('/auth/me');
      const user = res.user ?? res.data;
      if (!user) throw new ApiError(500, 'Failed to get user');
      if (!stillCurrent()) return;
      storeEnrolledEvents(user.enrolledEvents);
      set({ user, isAuthenticated: true, isLoading: false, error: null });
    } catch {
      if (!stillCurrent()) return;
      // An expired or revoked session: carry on signed out.
      storage.remove(SIGNED_IN_HINT_STORAGE_KEY);
      set({ user: null, isAuthenticated: false, isLoading: false });
    }
  },

  logout: async () => {
    const wasSignedIn = get().isAuthenticated || storage.get(SIGNED_IN_HINT_STORAGE_KEY) !== null;
    set({ sessionSeq: get().sessionSeq + 1 });
    if (wasSignedIn) {
      try {
        await api.post('/auth/logout');
      } catch {
        // Best effort: the session ends on this device whatever the server says.
      }
    }
    storage.remove(SIGNED_IN_HINT_STORAGE_KEY);
    storage.remove(ENROLLED_EVENTS_STORAGE_KEY);
    set({ user: null, isAuthenticated: false, isLoading: false, error: null, otpSent: false });
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

  setOtpSent: (otpSent) => set({ otpSent }),
  setError: (error) => set({ error }),
  clearError: () => set({ error: null }),
}));
