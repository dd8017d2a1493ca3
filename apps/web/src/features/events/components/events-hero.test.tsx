import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EventsHero } from './events-hero';

/** The hero with the URL stood in for by state, as the events page drives it. */
function Harness({ onSearch }: { onSearch: (value: string) => void }) {
  const [search, setSearch] = useState('');
  return (
    <>
      <EventsHero
        search={search}
        onSearch={(value) => {
          onSearch(value);
          setSearch(value.trim());
        }}
        filtersOpen={false}
        onToggleFilters={() => {}}
        filtersId="filters"
      />
      <button type="button" onClick={() => setSearch('')}>
        Clear elsewhere
      </button>
    </>
  );
}

describe('EventsHero search', () => {
  it('searches once the learner pauses, and a clear made elsewhere empties the box for good', async () => {
    const onSearch = vi.fn();
    const user = userEvent.setup();
    render(<Harness onSearch={onSearch} />);
    const box = screen.getByPlaceholderText('Search events by title, category, or instructor...');
    await user.type(box, 'quantum');
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith('quantum'));
    expect(onSearch).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Clear elsewhere' }));
    expect(box).toHaveValue('');
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(box).toHaveValue('');
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('keeps what the learner types after a search has gone out', async () => {
    const onSearch = vi.fn();
    const user = userEvent.setup();
    render(<Harness onSearch={onSearch} />);
    const box = screen.getByPlaceholderText('Search events by title, category, or instructor...');
    await user.type(box, 'git ');
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith('git '));
    await user.type(box, 'hub');
    expect(box).toHaveValue('git hub');
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith('git hub'));
  });

  it('searches at once on Enter', async () => {
    const onSearch = vi.fn();
    const user = userEvent.setup();
    render(<Harness onSearch={onSearch} />);
    await user.type(screen.getByRole('searchbox'), 'kotlin{Enter}');
    expect(onSearch).toHaveBeenCalledWith('kotlin');
  });
});
