import type { ChangeEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { readPickedPhoto, takePickedFile } from './picked-file';

function chosen(file?: File) {
  const input = document.createElement('input');
  input.type = 'file';
  Object.defineProperty(input, 'files', { value: file ? [file] : [] });
  return { target: input } as unknown as ChangeEvent<HTMLInputElement>;
}

describe('a chosen file', () => {
  it('is nothing when the input was emptied', () => {
    expect(takePickedFile(chosen(), 10)).toBeNull();
  });

  it('is refused over the size, and taken at the size', () => {
    expect(takePickedFile(chosen(new File(['12345678901'], 'big.png')), 10)).toBe('tooLarge');
    const file = new File(['1234567890'], 'ok.png');
    expect(takePickedFile(chosen(file), 10)).toBe(file);
  });

  it('is read as a data URL for a photo', async () => {
    const photo = await readPickedPhoto(chosen(new File(['hi'], 'a.png', { type: 'image/png' })), 10);
    expect(photo).toBe('data:image/png;base64,aGk=');
  });
});
