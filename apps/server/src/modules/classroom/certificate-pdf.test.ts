import type { Certificate } from '@kalvi/shared';
import { describe, expect, it } from 'vitest';
import { pdfUnicodeText } from '../../test/pdf-unicode-text.ts';
import { renderCertificatePdf } from './certificate-pdf.ts';

const cert: Certificate = {
  id: 'KLV-7Q2M9XPA7Q2M9XPA7Q2M',
  kind: 'course',
  recipientName: 'பிரியா ராமன்',
  title: 'Full Stack Web Development',
  instructorName: 'Arun Kumar',
  issuedAt: '2026-10-02T10:00:00.000Z',
  status: 'valid',
  revokedAt: null,
  verifyUrl: 'https://kalvi.academy/certificates/KLV-7Q2M9XPA7Q2M9XPA7Q2M',
};
const ISSUER = 'Kalvi Academy Private Limited';
const linesOf = async (c: Certificate, language: 'en' | 'ta') =>
  pdfUnicodeText(await renderCertificatePdf(c, ISSUER, language)).split('\n');
const lineWith = (lines: string[], text: string) => lines.findIndex((line) => line.includes(text));

describe('the certificate PDF', () => {
  it("is in the learner's language first, Tamil set in an embedded Tamil face, English beneath", async () => {
    const pdf = await renderCertificatePdf(cert, ISSUER, 'ta');
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansTamil/);
    const lines = pdfUnicodeText(pdf).split('\n');
    // Read back through the embedded font's own map: the letters are Tamil, not boxes. A vowel
    // sign written before its consonant (ெ, ை) comes back where it is drawn: அைடயாள for அடையாள.
    expect(lines).toContain('இதன்மூலம் சான்றளிக்கப்படுவது:');
    expect(lines).toContain('பிரியா ராமன்');
    expect(lines).toContain('Full Stack Web Development');
    expect(lines.some((line) => line.startsWith('பயிற்றுநர்: Arun Kumar'))).toBe(true);
    expect(lines.join('\n')).toContain('வழங்கிய நாள்: 2 அக்');
    expect(lineWith(lines, 'சான்றளிக்கப்படுவது')).toBeLessThan(lineWith(lines, 'This certifies that'));
    expect(lineWith(lines, 'பயிற்றுநர்')).toBeLessThan(lineWith(lines, 'Instructor: Arun Kumar'));
    expect(lines).toContain(`சான்றிதழ் அைடயாள எண் · Certificate ID: ${cert.id}`);
  });

  it('leads in English for an English account, with the Tamil beneath', async () => {
    const lines = await linesOf({ ...cert, recipientName: 'Priya Raman' }, 'en');
    expect(lines).toContain('CERTIFICATE OF COMPLETION');
    expect(lines).toContain('Priya Raman');
    expect(lineWith(lines, 'This certifies that')).toBeLessThan(lineWith(lines, 'சான்றளிக்கப்படுவது'));
    expect(lines).toContain('Instructor: Arun Kumar    ·    Issued on: 2 October 2026');
    expect(lines).toContain(`Certificate ID · சான்றிதழ் அைடயாள எண்: ${cert.id}`);
  });

  it('says an event certificate is for taking part, and a revoked one is revoked, in both', async () => {
    const lines = await linesOf(
      { ...cert, kind: 'event', status: 'revoked', revokedAt: cert.issuedAt },
      'ta',
    );
    expect(lines.some((line) => line.startsWith('இந்த நிகழ்வில் பங'))).toBe(true);
    expect(lines).toContain('has attended the event');
    expect(lines).toContain('திரும்பப் ெபறப்பட்டது · REVOKED');
  });
});
