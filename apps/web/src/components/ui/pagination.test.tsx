import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

function pageButtons() {
  const nav = screen.getByRole('navigation', { name: 'Pagination' });
  return within(nav)
    .getAllByRole('button')
    .map((b) => b.textContent);
}

describe('Pagination', () => {
  it('shows first, last and two pages either side of the current one, with ellipses', () => {
    render(<Pagination current={6} total={12} onChange={() => {}} />);
    expect(pageButtons()).toEqual(['Previous', '1', '4', '5', '6', '7', '8', '12', 'Next']);
    expect(screen.getAllByText('…')).toHaveLength(2);
  });

  it('uses the radius it is given (events show one page either side)', () => {
    render(<Pagination current={6} total={12} radius={1} onChange={() => {}} />);
    expect(pageButtons()).toEqual(['Previous', '1', '5', '6', '7', '12', 'Next']);
  });

  it('leaves out the ellipsis where no page is skipped', () => {
    render(<Pagination current={2} total={5} onChange={() => {}} />);
    expect(pageButtons()).toEqual(['Previous', '1', '2', '3', '4', '5', 'Next']);
    expect(screen.queryByText('…')).not.toBeInTheDocument();
  });

  it('marks the current page and disables Previous on the first page', () => {
    render(<Pagination current={1} total={3} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Next/ })).toBeEnabled();
  });

  it('disables Next on the last page', () => {
    render(<Pagination current={3} total={3} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Previous/ })).toBeEnabled();
  });

  it('reports the page chosen, and the neighbours for Previous and Next', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Pagination current={4} total={9} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Page 9' }));
    await user.click(screen.getByRole('button', { name: /Previous/ }));
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(onChange.mock.calls).toEqual([[9], [3], [5]]);
  });

  it.each([0, 1])('renders nothing when there are %i pages', (total) => {
    const { container } = render(<Pagination current={1} total={total} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
