import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/stores/auth-store';
import { useUiStore } from '../../lib/stores/ui-store';
import { aLearner } from '../../test/learner';
import { ProtectedRoute } from './protected-route';

const toastError = vi.fn();
vi.mock('../../lib/toast', () => ({
  toast: { error: (...args: unknown[]) => toastError(...args), success: vi.fn(), info: vi.fn() },
}));

const user = aLearner({
  firstName: 'Priya',
  lastName: 'Raman',
  fullName: 'Priya Raman',
  email: 'priya@example.com',
  phone: '9876543210',
});

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<h1>Home</h1>} />
        <Route
          path="/profile"
          element={
            <ProtectedRoute>
              <h1>My Profile</h1>
            </ProtectedRoute>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

/** What GET /api/auth/session answers in these tests: always a 200, `user` or null. */
function serverSays(answer: typeof user | null) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify({ success: true, data: { user: answer } }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    }),
  );
}

beforeEach(() => {
  toastError.mockReset();
  // By default the server has already said whom this browser's session signs in.
  useAuthStore.setState({ user: null, isLoading: false, checked: true });
  useUiStore.setState({ showAuthModal: false, authModalType: 'register' });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ProtectedRoute', () => {
  it('asks the server when nothing in storage says this browser signed in, and turns away no one', async () => {
    const fetched = serverSays(null);
    useAuthStore.setState({ checked: false });
    renderAt('/profile');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(toastError).not.toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(String(fetched.mock.calls[0]?.[0])).toBe('/api/auth/session');
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(useUiStore.getState()).toMatchObject({ showAuthModal: true, authModalType: 'login' });
  });

  it('shows the page to a valid session cookie with storage cleared', async () => {
    const fetched = serverSays(user);
    useAuthStore.setState({ checked: false });
    renderAt('/profile');
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    expect(toastError).not.toHaveBeenCalled();
    expect(useAuthStore.getState().user?.email).toBe('priya@example.com');
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it('ignores an answer about a session that ended or began while it was asked', async () => {
    let answer: (response: Response) => void = () => {};
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    useAuthStore.setState({ checked: false });
    renderAt('/profile');
    act(() => useAuthStore.getState().setSession(aLearner({ email: 'other@example.com' })));
    await act(async () => {
      answer(new Response(JSON.stringify({ success: true, data: { user } }), { status: 200 }));
    });
    expect(screen.getByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    expect(useAuthStore.getState().user?.email).toBe('other@example.com');
  });

  it('sends a signed-out visitor home with the message and the login dialog open', () => {
    renderAt('/profile');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My Profile' })).not.toBeInTheDocument();
    expect(toastError).toHaveBeenCalledWith('You must be logged in to access this page.', expect.anything());
    expect(useUiStore.getState()).toMatchObject({ showAuthModal: true, authModalType: 'login' });
  });

  it('shows the page to a signed-in user', () => {
    useAuthStore.setState({ user });
    renderAt('/profile');
    expect(screen.getByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    expect(toastError).not.toHaveBeenCalled();
  });

  it('waits with a spinner while the start-up user load runs, then decides', () => {
    useAuthStore.setState({ isLoading: true });
    renderAt('/profile');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('heading', { name: 'Home' })).not.toBeInTheDocument();
    expect(toastError).not.toHaveBeenCalled();

    act(() => useAuthStore.setState({ user, isLoading: false }));
    expect(screen.getByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
  });

  it('redirects once a remembered session turns out to be invalid', () => {
    useAuthStore.setState({ isLoading: true });
    renderAt('/profile');
    act(() => useAuthStore.setState({ isLoading: false }));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(toastError).toHaveBeenCalledTimes(1);
  });

  it('leaves quietly when the user signs out on the page', () => {
    useAuthStore.setState({ user });
    renderAt('/profile');
    act(() => useAuthStore.setState({ user: null }));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(toastError).not.toHaveBeenCalled();
    expect(useUiStore.getState().showAuthModal).toBe(false);
  });
});
