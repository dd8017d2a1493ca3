import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from '../../lib/toast';
import { Toaster } from './toaster';

describe('the shell toaster', () => {
  it('mounts sonner only with the first toast, and shows that toast', async () => {
    render(<Toaster />);
    // Give a lazily mounted sonner every chance to arrive: its module loaded, React's work flushed.
    await act(async () => {
      await import('sonner');
    });
    // A page that raised nothing carries no toaster (and has not run sonner for it).
    expect(screen.queryByRole('region', { name: /notifications/i })).toBeNull();

    act(() => toast.success('Saved your profile'));

    expect(await screen.findByText('Saved your profile')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /notifications/i })).toBeInTheDocument();
  });
});
