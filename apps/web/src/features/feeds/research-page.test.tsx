import type { FeedPage, Paper } from '@kalvi/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResearchPage } from './research-page';

function paper(n: number, authors: string[]): Paper {
  return {
    id: `http://arxiv.org/abs/2603.0000${n}v1`,
    title: `Paper ${n}`,
    summary: `Summary ${n}...`,
    authors,
    published: 'March 5, 2026',
    link: `http://arxiv.org/abs/2603.0000${n}v1`,
    pdf_link: `http://arxiv.org/pdf/2603.0000${n}v1`,
  };
}

function answer(stale = false): FeedPage<Paper> {
  return {
    success: true,
    data: [paper(1, ['A One', 'B Two', 'C Three', 'D Four']), paper(2, ['Solo'])],
    pagination: { current_page: 1, total_pages: 3, total_items: 22, items_per_page: 10 },
    stale,
  };
}

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));
const askedFor = () => fetchMock.mock.calls.map(([url]) => String(url));

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <ResearchPage />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('scrollTo', vi.fn());
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('ResearchPage', () => {
  it('shows the count, three authors then et al., and the links of each paper', async () => {
    fetchMock.mockImplementation(() => json(200, answer()));
    renderAt('/research');
    expect(await screen.findByText('Showing 1 to 2 of 22 papers')).toBeInTheDocument();
    expect(screen.getByText('A One, B Two, C Three et al.')).toBeInTheDocument();
    expect(screen.getByText('Solo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Download PDF of Paper 1/ })).toHaveAttribute(
      'href',
      'http://arxiv.org/pdf/2603.00001v1',
    );
    expect(screen.getByRole('button', { name: 'artificial intelligence' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(askedFor()).toEqual(['/api/feeds/papers?topic=artificial+intelligence&page=1']);
    expect(screen.queryByText(/last results we saved/)).not.toBeInTheDocument();
  });

  it('says so when the server answers with an old copy', async () => {
    fetchMock.mockImplementation(() => json(200, answer(true)));
    renderAt('/research');
    expect(await screen.findByText(/the last results we saved/)).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 2 of 22 papers')).toBeInTheDocument();
  });

  it('ignores a blank search, and a real one replaces the topic and goes back to page 1', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(() => json(200, answer()));
    renderAt('/research?topic=blockchain&page=3');
    await screen.findByText('Showing 1 to 2 of 22 papers');
    const box = screen.getByPlaceholderText('Search research papers...');

    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('address')).toHaveTextContent('?topic=blockchain&page=3');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.clear(box);
    await user.type(box, '  graph networks {Enter}');
    expect(screen.getByTestId('address')).toHaveTextContent('?topic=blockchain&q=graph+networks');
    expect(await screen.findByRole('heading', { name: 'Results for “graph networks”' })).toBeInTheDocument();
    expect(askedFor().at(-1)).toBe('/api/feeds/papers?topic=blockchain&q=graph+networks&page=1');
    expect(screen.getByRole('button', { name: 'blockchain' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: 'quantum computing' }));
    expect(screen.getByTestId('address')).toHaveTextContent('?topic=quantum+computing');
    expect(box).toHaveValue('');
  });

  it('shows the failure with Try Again instead of an empty page, and recovers', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementationOnce(() =>
      json(502, {
        success: false,
        message: 'Research papers could not be loaded right now. Please try again in a moment.',
      }),
    );
    renderAt('/research');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Research papers could not be loaded right now. Please try again in a moment.',
    );

    fetchMock.mockImplementation(() => json(200, answer()));
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Showing 1 to 2 of 22 papers')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('moves pages through the address and scrolls back to the top', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(() => json(200, answer()));
    renderAt('/research');
    await screen.findByText('Showing 1 to 2 of 22 papers');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getByTestId('address')).toHaveTextContent('?page=2');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(askedFor().at(-1)).toBe('/api/feeds/papers?topic=artificial+intelligence&page=2');
  });

  it('jumps to the top at once for a learner who asked for less motion', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    fetchMock.mockImplementation(() => json(200, answer()));
    renderAt('/research');
    await screen.findByText('Showing 1 to 2 of 22 papers');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });
});
