import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReviewForm } from './review-form';

function renderForm(onSubmit = vi.fn()) {
  render(
    <ReviewForm submitLabel="Submit Review" busyLabel="Submitting..." busy={false} onSubmit={onSubmit} />,
  );
  return onSubmit;
}

describe('ReviewForm', () => {
  it('keeps submit disabled until there is a rating and a non-blank comment', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    const submit = screen.getByRole('button', { name: 'Submit Review' });
    expect(submit).toBeDisabled();

    await user.type(screen.getByLabelText('Your review'), '   ');
    expect(submit).toBeDisabled();
    await user.click(screen.getByLabelText('Rate 3 out of 5: Good'));
    expect(screen.getByText('Good')).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await user.type(screen.getByLabelText('Your review'), 'Useful projects  ');
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith({ rating: 3, comment: 'Useful projects' });
  });

  it('counts characters up to the 1000 limit and stops there', async () => {
    const user = userEvent.setup();
    renderForm();
    const box = screen.getByLabelText('Your review');
    expect(screen.getByText('0/1000')).toBeInTheDocument();
    await user.click(box);
    await user.paste('a'.repeat(1005));
    expect(box).toHaveValue('a'.repeat(1000));
    expect(screen.getByText('1000/1000')).toBeInTheDocument();
  });

  it('labels every star with the product’s rating words', () => {
    renderForm();
    for (const [n, label] of [
      [1, 'Poor'],
      [2, 'Fair'],
      [3, 'Good'],
      [4, 'Very Good'],
      [5, 'Excellent'],
    ] as const) {
      expect(screen.getByLabelText(`Rate ${n} out of 5: ${label}`)).toBeInTheDocument();
    }
  });
});
