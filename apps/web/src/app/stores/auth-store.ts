import type { User } from '@kalvi/shared';
import { ENROLLED_EVENTS_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@kalvi/shared';
import { create } from 'zustand';
import { ApiError, api } from '../../lib/api-client';
import { storage } from '../../lib/storage';

export interface AuthState {
  user: User | null;
  token: string | null;
  /** True while the start-up user load runs; protected pages wait for it. */
  isLoading: boolean;
  isAuthenticated: boolean;
  error: string | null;
  otpSent: boolean;
  setSession: (token: string, user: User) => void;
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

const initialToken = typeof window === 'undefined' ? null : storage.get(TOKEN_STORAGE_KEY);

export const useAuthStore = create<AuthState>()((set, get) => ({
  user: null,
  token: initialToken,
  isLoading: initialToken !== null,
  isAuthenticated: false,
  error: null,
  otpSent: false,

  setSession: (token, user) => {
    storage.set(TOKEN_STORAGE_KEY, token);
    storeEnrolledEvents(user.enrolledEvents);
    set({ token, user, isAuthenticated: true, isLoading: false, error: null, otpSent: false });
  },

  loadCurrentUser: async () => {
    const token = storage.get(TOKEN_STORAGE_KEY);
    if (!token) {
      set({ token: null, user: null, isAuthenticated: false, isLoading: false });
      return;
    }
    set({ token, isLoading: true });
    // The answer counts only for the session that asked: a logout or another sign-in while it
    // was in flight must not be undone by it.
    const stillCurrent = () => get().token === token;
    try {
      const res = await api.get<MeResponse>('/auth/me');
      const user = res.user ?? res.data;
      if (!user) throw new ApiError(500, 'Failed to get user');
      if (!stillCurrent()) return;
      storeEnrolledEvents(user.enrolledEvents);
      set({ user, isAuthenticated: true, isLoading: false, error: null });
    } catch {
      if (!stillCurrent()) return;
      // An expired or revoked token: forget it and carry on signed out.
      storage.remove(TOKEN_STORAGE_KEY);
      set({ token: null, user: null, isAuthenticated: false, isLoading: false });
    }
  },

  logout: async () => {
    if (get().token) {
      try {
        await api.post('/auth/logout');
      } catch {
        // Best effort: the session ends on this device whatever the server says.
      }
    }
    storage.remove(TOKEN_STORAGE_KEY);
    storage.remove(ENROLLED_EVENTS_STORAGE_KEY);
    set({ token: null, user: null, isAuthenticated: false, isLoading: false, error: null, otpSent: false });
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
