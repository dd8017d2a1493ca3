import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdvisorModal } from './advisor-modal';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('E-mail'), 'kavya@example.com');
  await user.type(screen.getByLabelText('Full name'), 'Kavya S');
  await user.type(screen.getByLabelText('Graduation year'), '2024');
  await user.type(screen.getByLabelText('Mobile number'), '9876543210');
  await user.selectOptions(screen.getByLabelText('Job title'), 'Manager');
  await user.selectOptions(screen.getByLabelText('Program'), 'AI/ML');
}

describe('AdvisorModal', () => {
  it('sends one request however often the button is pressed, thanks, then closes a second later', async () => {
    let answer: (value: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    render(<AdvisorModal open onOpenChange={onOpenChange} />);
    await fillIn(user);

    const submit = screen.getByRole('button', { name: 'Request a Call' });
    await user.click(submit);
    await user.click(submit);
    await user.dblClick(submit);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/advisor');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'kavya@example.com',
      fullName: 'Kavya S',
      graduationYear: 2024,
      jobTitle: 'Manager',
      program: 'AI/ML',
      mobile: '9876543210',
    });

    answer(Response.json({ success: true, message: 'ok', data: { id: 'x' } }, { status: 201 }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks! Our advisor will contact you soon.');
    expect(onOpenChange).not.toHaveBeenCalled();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false), { timeout: 2000 });
  });

  it('keeps the form and says so when the server fails', async () => {
    fetchMock.mockResolvedValue(Response.json({ success: false, message: 'boom' }, { status: 500 }));
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    render(<AdvisorModal open onOpenChange={onOpenChange} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Request a Call' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.getByLabelText('E-mail')).toHaveValue('kavya@example.com');
    expect(screen.getByRole('button', { name: 'Request a Call' })).toBeEnabled();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
