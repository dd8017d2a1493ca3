import type { ChangeEvent } from 'react';

/**
 * Takes the file a file input was given and clears the input, so that choosing the same file
 * again still reports a change. A file over `maxBytes` is refused here, before anything is
 * read or sent: the answer is then `'tooLarge'`; `null` when nothing was chosen.
 */
export function takePickedFile(
  event: ChangeEvent<HTMLInputElement>,
  maxBytes: number,
): File | 'tooLarge' | null {
  const file = event.target.files?.[0];
  event.target.value = '';
  if (!file) return null;
  return file.size > maxBytes ? 'tooLarge' : file;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * A chosen photo as a data URL (a learner's avatar, an instructor's photo: sent inside the
 * form), `'tooLarge'` or `'unreadable'` for a file that cannot be used, `null` when nothing
 * was chosen.
 */
export async function readPickedPhoto(
  event: ChangeEvent<HTMLInputElement>,
  maxBytes: number,
): Promise<string | 'tooLarge' | 'unreadable' | null> {
  const file = takePickedFile(event, maxBytes);
  if (file === null || file === 'tooLarge') return file;
  return readAsDataUrl(file).catch(() => 'unreadable' as const);
}
