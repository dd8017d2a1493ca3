import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/stores/auth-store';
import { aLearner } from '../../test/learner';
import { ProfileForm } from './profile-form';

const user = aLearner({
  firstName: 'Meena',
  lastName: 'Iyer',
  fullName: 'Meena Iyer',
  email: 'meena@example.com',
});

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  Element.prototype.scrollIntoView = vi.fn();
  useAuthStore.setState({ user });
});
afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ProfileForm user={user} />
    </QueryClientProvider>,
  );
}

const sentBody = () => JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));

describe('ProfileForm', () => {
  it('counts the bio, and sends no photo when none was chosen', async () => {
    const u = userEvent.setup();
    renderForm();
    await u.type(screen.getByLabelText('Bio'), 'Hello');
    expect(screen.getByText('5/500 characters')).toBeVisible();

    fetchMock.mockResolvedValueOnce(Response.json({ success: true, user: { ...user, bio: 'Hello' } }));
    await u.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/profile', expect.objectContaining({ method: 'PUT' }));
    expect(sentBody()).not.toHaveProperty('profilePicture');
    expect(sentBody().bio).toBe('Hello');
    expect(useAuthStore.getState().user?.bio).toBe('Hello');
  });

  it('shows the state kept for checkout and sends the one chosen', async () => {
    const u = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ProfileForm user={{ ...user, stateCode: '33' }} />
      </QueryClientProvider>,
    );
    const state = screen.getByLabelText('State or union territory');
    expect(state).toHaveValue('33');
    expect(screen.getByRole('option', { name: 'Tamil Nadu', selected: true })).toBeInTheDocument();
    await u.selectOptions(state, 'Outside India');
    fetchMock.mockResolvedValueOnce(Response.json({ success: true, user: { ...user, stateCode: '96' } }));
    await u.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeVisible();
    expect(sentBody().stateCode).toBe('96');
    expect(useAuthStore.getState().user?.stateCode).toBe('96');
  });

  it('refuses a photo over 5 MB without applying it, and sends a chosen one', async () => {
    const u = userEvent.setup();
    renderForm();
    const input = screen.getByLabelText('Upload photo');
    await u.upload(input, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Image size must be less than 5MB');
    expect(screen.queryByRole('img')).toBeNull();

    await u.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Profile photo of Meena Iyer' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    expect(screen.queryByRole('alert')).toBeNull();

    fetchMock.mockResolvedValueOnce(
      Response.json({ success: false, message: 'Profile picture must be an image' }, { status: 400 }),
    );
    await u.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Profile picture must be an image');
    expect(sentBody().profilePicture).toMatch(/^data:image\/png;base64,/);
  });
});
