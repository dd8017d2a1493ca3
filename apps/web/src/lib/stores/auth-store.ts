import type { HeaderUser, User } from '@kalvi/shared';
import { ENROLLED_EVENTS_STORAGE_KEY, SIGNED_IN_HINT_STORAGE_KEY } from '@kalvi/shared';
import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { storage } from '../storage';

/**
 * Who is signed in on this device. State only: the calls that start, check and end a session
 * live in lib/session.ts and features/auth/api (docs/decisions/090-web-feature-api-layers.md).
 * The session itself is an httpOnly cookie no script can read (docs/decisions/107); local
 * storage keeps only a hint that this browser signed in, so visitors who never did skip asking.
 */
export interface AuthState {
  user: User | null;
  /** True while the start-up user load runs; protected pages wait for it. */
  isLoading: boolean;
  /** Bumped at every sign-in and sign-out, so a late answer about an older session is ignored. */
  sessionSeq: number;
  /**
   * Whom the server rendered this page for, from the session cookie, until `user` arrives
   * (docs/decisions/155-server-rendering.md): the header shows them at once.
   */
  renderedFor: HeaderUser | null;
  /**
   * The server has said, since this page loaded, whom this browser's session signs in: a
   * signed-in-only page without a user asks it once (lib/session-probe.ts) rather than trust
   * the storage hint.
   */
  checked: boolean;
  setSession: (user: User) => void;
  /** Marks the start-up load as running. */
  startLoading: () => void;
  clearSession: () => void;
  setEnrolledCourses: (ids: string[]) => void;
  setEnrolledEvents: (ids: string[]) => void;
}

function storeEnrolledEvents(ids: string[]): void {
  storage.set(ENROLLED_EVENTS_STORAGE_KEY, JSON.stringify(ids));
}

/** Whether this browser signed in before (the hint, never the session). */
export function signedInBefore(): boolean {
  return typeof window !== 'undefined' && storage.get(SIGNED_IN_HINT_STORAGE_KEY) !== null;
}

export const useAuthStore = create<AuthState>()((set, get) => ({
  user: null,
  isLoading: signedInBefore(),
  sessionSeq: 0,
  renderedFor: null,
  checked: false,

  setSession: (user) => {
    storage.set(SIGNED_IN_HINT_STORAGE_KEY, '1');
    storeEnrolledEvents(user.enrolledEvents);
    set({ user, isLoading: false, sessionSeq: get().sessionSeq + 1, renderedFor: null, checked: true });
  },

  startLoading: () => set({ isLoading: true }),

  clearSession: () => {
    storage.remove(SIGNED_IN_HINT_STORAGE_KEY);
    storage.remove(ENROLLED_EVENTS_STORAGE_KEY);
    set({ user: null, isLoading: false, sessionSeq: get().sessionSeq + 1, renderedFor: null, checked: true });
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

// What the page's HTML was rendered with: on the server the request's reader (entry-server.tsx),
// in the browser the reader the server named in the page. Hydration reads it, never the live state.
let renderedUser: () => HeaderUser | null = () => null;

/** The server's side: each request's reader, even while two requests render at once. */
export function setRenderedUserSource(source: () => HeaderUser | null): void {
  renderedUser = source;
}

/**
 * The browser's side, before hydrating: the page was rendered for `user` (signed in by the
 * cookie), so the first render shows them as the server did and the full user is then asked for.
 */
export function seedRenderedSession(user: HeaderUser): void {
  setRenderedUserSource(() => user);
  storage.set(SIGNED_IN_HINT_STORAGE_KEY, '1');
  useAuthStore.setState({ renderedFor: user, isLoading: true });
}

const shownNow = () => {
  const state = useAuthStore.getState();
  return state.user ?? state.renderedFor;
};

/** The learner the header shows: the session's user, or whom the server rendered the page for. */
export function useHeaderUser(): HeaderUser | null {
  return useSyncExternalStore(useAuthStore.subscribe, shownNow, () => renderedUser());
}
