import { SITE, type SiteSettings } from '@kalvi/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ChatPanel } from './chat-panel';

/** The site answer as an admin left it: a new support address and phone. */
const site = {
  email: 'office@kalvi.example',
  phone: '+91 90000 11111',
} as unknown as SiteSettings;

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(['site'], { success: true, data: site });
  render(
    <QueryClientProvider client={client}>
      <ChatPanel id="chat" open onClose={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('the support chat', () => {
  // jsdom lays nothing out, so it has no scrolling; the panel follows the newest message with it.
  beforeAll(() => {
    Element.prototype.scrollTo ??= () => undefined;
  });

  it("gives the academy's contact as the settings hold it, not the one its answers were written with", async () => {
    renderPanel();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox'), 'How can I contact support?{Enter}');
    const answer = await screen.findByText(/office@kalvi\.example/, undefined, { timeout: 3000 });
    expect(answer.textContent).toContain('+91 90000 11111');
    expect(answer.textContent).not.toContain(SITE.email);
  });

  it('names the same address when it has no answer', async () => {
    renderPanel();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox'), 'qwzx plmk{Enter}');
    expect(await screen.findByText(/office@kalvi\.example/, undefined, { timeout: 3000 })).toBeTruthy();
  });
});
