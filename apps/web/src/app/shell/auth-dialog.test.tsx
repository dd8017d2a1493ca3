import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/stores/auth-store';
import { useUiStore } from '../../lib/stores/ui-store';
import { AuthDialog } from './auth-dialog';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  useUiStore.setState({ showAuthModal: false, authModalType: 'login' });
  useAuthStore.setState({ user: null });
});
afterEach(() => vi.unstubAllGlobals());

const open = (type: 'login' | 'register') => act(() => useUiStore.getState().openAuth(type));
const sentBody = (call: number) => JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body));

describe('AuthDialog', () => {
  it('asks for a code, moves to step 2, and Resend OTP goes back with the answers kept', async () => {
    const user = userEvent.setup();
    render(<AuthDialog />);
    open('register');
    const step1 = screen.getByRole('dialog', { name: 'Create Your Account' });
    await user.click(within(step1).getByRole('button', { name: 'Send OTP' }));
    expect(await within(step1).findByText('First name is required')).toBeVisible();
    expect(within(step1).getByText('Email is required')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(Response.json({ success: true, message: 'OTP sent to your email!' }));
    await user.type(within(step1).getByLabelText('First Name'), 'Asha');
    await user.type(within(step1).getByLabelText('Email'), 'Asha@Example.com');
    await user.click(within(step1).getByRole('button', { name: 'Send OTP' }));

    const step2 = await screen.findByRole('dialog', { name: 'Complete Registration' });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/request-otp',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(sentBody(0)).toEqual({ firstName: 'Asha', email: 'asha@example.com' });
    expect(within(step2).getByLabelText('Email')).toHaveValue('asha@example.com');
    expect(within(step2).getByLabelText('Phone')).toHaveAttribute('maxlength', '10');

    await user.click(within(step2).getByRole('button', { name: 'Resend OTP' }));
    const again = screen.getByRole('dialog', { name: 'Create Your Account' });
    expect(within(again).getByLabelText('First Name')).toHaveValue('Asha');
  });

  it('registers without sending the confirmation, stores the session and closes', async () => {
    const user = userEvent.setup();
    render(<AuthDialog />);
    open('register');
    fetchMock.mockResolvedValueOnce(Response.json({ success: true, message: 'OTP sent to your email!' }));
    await user.type(screen.getByLabelText('First Name'), 'Asha');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    const step2 = await screen.findByRole('dialog', { name: 'Complete Registration' });

    const user1 = { id: 'u1', firstName: 'Asha', lastName: 'Devi', enrolledCourses: [], enrolledEvents: [] };
    fetchMock.mockResolvedValueOnce(
      Response.json({ success: true, token: 'tok', user: user1 }, { status: 201 }),
    );
    await user.type(within(step2).getByLabelText('OTP'), '123456');
    await user.type(within(step2).getByLabelText('Last Name'), 'Devi');
    await user.type(within(step2).getByLabelText('Phone'), '9876543210');
    await user.type(within(step2).getByLabelText('Password'), 'secret-pass-1');
    await user.type(within(step2).getByLabelText('Confirm Password'), 'secret-pass-1');
    await user.click(within(step2).getByRole('button', { name: 'Create Account' }));

    await vi.waitFor(() => expect(useUiStore.getState().showAuthModal).toBe(false));
    expect(sentBody(1)).toEqual({
      firstName: 'Asha',
      lastName: 'Devi',
      email: 'asha@example.com',
      phone: '9876543210',
      password: 'secret-pass-1',
      otp: '123456',
    });
    expect(useAuthStore.getState().user).toEqual(user1);
    expect(JSON.stringify(window.localStorage)).not.toContain('tok');
  });

  it('forgets everything when closed, and opens at the view it is asked for', async () => {
    const user = userEvent.setup();
    render(<AuthDialog />);
    open('login');
    const login = screen.getByRole('dialog', { name: 'Welcome Back' });
    await user.type(within(login).getByLabelText('Email'), 'asha@example.com');
    await user.click(within(login).getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('dialog', { name: 'Reset Password' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(useUiStore.getState().showAuthModal).toBe(false);

    open('login');
    expect(within(screen.getByRole('dialog', { name: 'Welcome Back' })).getByLabelText('Email')).toHaveValue(
      '',
    );
    await user.keyboard('{Escape}');
    open('register');
    expect(screen.getByRole('dialog', { name: 'Create Your Account' })).toBeVisible();
  });
});
