import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-errors';
import { i18n } from '../../lib/i18n';
import strings from '../../locales/en/classroomadmin.json';
import { newDraft } from './lesson-draft';
import { LessonForm } from './lesson-form';

const sections = [{ id: 's1', title: 'Getting started', position: 1, lessons: [] }] as unknown as Parameters<
  typeof LessonForm
>[0]['sections'];

function renderForm(onSubmit: (input: unknown) => Promise<unknown>) {
  render(
    <LessonForm
      initial={newDraft('s1')}
      sections={sections}
      submitLabel="Add lesson"
      pending={false}
      onSubmit={onSubmit}
      onCancel={() => undefined}
    />,
  );
}

describe('the lesson form', () => {
  // The console's strings load with its own chunk; here they are added by hand.
  beforeAll(() => {
    i18n.addResourceBundle('en', 'classroomadmin', strings);
  });

  it('sends a live session with its time and links as the learner will see them', async () => {
    const onSubmit = vi.fn((_input: unknown) => Promise.resolve());
    renderForm(onSubmit);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Kind of lesson'), 'live');
    await user.type(screen.getByLabelText('Lesson title'), 'Live: questions and answers');
    await user.clear(screen.getByLabelText('Duration (minutes)'));
    await user.type(screen.getByLabelText('Duration (minutes)'), '45');
    await user.type(screen.getByLabelText('Starts at'), '2026-12-01T18:30');
    await user.type(screen.getByLabelText('Join link'), 'https://meet.jit.si/kalvi-live');
    await user.type(screen.getByLabelText('What the session covers'), 'Bring your questions.');
    await user.click(screen.getByRole('button', { name: 'Add lesson' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      sectionId: 's1',
      kind: 'live',
      title: 'Live: questions and answers',
      durationMinutes: 45,
      joinUrl: 'https://meet.jit.si/kalvi-live',
      body: 'Bring your questions.',
      startsAt: new Date('2026-12-01T18:30').toISOString(),
    });
  });

  it("shows the server's refusal under the field it names, and keeps what was typed", async () => {
    const refusal = new ApiError(400, 'Check the lesson', [
      { field: 'videoUrl', message: 'Give a YouTube or Vimeo link' },
    ]);
    renderForm(() => Promise.reject(refusal));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Lesson title'), 'Welcome');
    await user.type(screen.getByLabelText(/^Video link/), 'https://example.com/video');
    await user.click(screen.getByRole('button', { name: 'Add lesson' }));
    expect(await screen.findByText('Give a YouTube or Vimeo link')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Check the lesson');
    expect(screen.getByLabelText(/^Video link/)).toHaveValue('https://example.com/video');
    expect(screen.getByLabelText('Lesson title')).toHaveValue('Welcome');
  });
});
