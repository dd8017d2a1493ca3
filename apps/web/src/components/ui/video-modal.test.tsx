import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VideoModal } from './video-modal';

describe('VideoModal', () => {
  it('allows fullscreen through the allow list only, so the browser logs no warning', () => {
    render(
      <VideoModal
        open
        onOpenChange={() => {}}
        title="Kalvi demo"
        src="https://www.youtube-nocookie.com/embed/abc123"
      />,
    );
    const frame = screen.getByTitle('Kalvi demo');
    expect(frame.getAttribute('allow')).toContain('fullscreen');
    // Chromium warns "Allow attribute will take precedence over 'allowfullscreen'" when both are set.
    expect(frame).not.toHaveAttribute('allowfullscreen');
  });
});
