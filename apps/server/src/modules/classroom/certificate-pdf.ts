import { createRequire } from 'node:module';
import { type Certificate, formatDate, type Language, SITE } from '@kalvi/shared';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { CERTIFICATE_TEXT, type CertificateText } from './certificate-text.ts';

/**
 * A certificate as a one-page landscape PDF (pdfkit) with a QR code of its verification address
 * (qrcode), in both languages: each line in the learner's language, the other language beneath
 * it in smaller type (docs/decisions/183-certificates-in-both-languages.md).
 */

// Helvetica has no Tamil letters: Tamil is set in the web app's Tamil face, embedded (pdfkit
// subsets it and shapes the letters with fontkit). That face's file holds Tamil only, so a line
// is set in runs: Tamil letters in it, everything else (a course title, digits) in Helvetica.
const fontFile = createRequire(import.meta.url).resolve;
const TAMIL_FONTS = {
  Tamil: fontFile('@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff'),
  'Tamil-Bold': fontFile('@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff'),
};
const TAMIL_RUN = /([\u0B80-\u0BFF\u200C\u200D]+(?:\s+[\u0B80-\u0BFF\u200C\u200D]+)*)/;

type Doc = InstanceType<typeof PDFDocument>;
interface Line {
  size: number;
  bold?: boolean;
  colour?: string;
  spacing?: number;
}

const issuedOn = (iso: string, language: Language) => formatDate(iso, language, 'fullDate');

/** Splits a line into Tamil and other runs, each with the font that has its letters. */
function runsOf(text: string, bold: boolean): Array<{ text: string; font: string }> {
  return text
    .split(TAMIL_RUN)
    .filter((part) => part !== '')
    .map((part) => ({
      text: part,
      font: TAMIL_RUN.test(part) ? (bold ? 'Tamil-Bold' : 'Tamil') : bold ? 'Helvetica-Bold' : 'Helvetica',
    }));
}

/** Sets `text` at (x, y) in runs at `size`, on one line: every run on one baseline, whatever its font. */
function setRuns(doc: Doc, text: string, x: number, top: number, line: Line, size = line.size): void {
  const options = { characterSpacing: line.spacing ?? 0, lineBreak: false, baseline: 'alphabetic' as const };
  const y = top + size * 0.9;
  doc.fillColor(line.colour ?? '#111827');
  let at = x;
  for (const run of runsOf(text, line.bold ?? false)) {
    doc.font(run.font).fontSize(size).text(run.text, at, y, options);
    at += doc.widthOfString(run.text, options);
  }
}

/**
 * Sets `text` centred between `left` and `left + width` with its top at `y`, smaller when it
 * would not fit on one line (a long name or title), and returns the height it took.
 */
function centred(doc: Doc, text: string, y: number, left: number, width: number, line: Line): number {
  const options = { characterSpacing: line.spacing ?? 0 };
  const measure = (size: number) =>
    runsOf(text, line.bold ?? false).reduce(
      (sum, run) => sum + doc.font(run.font).fontSize(size).widthOfString(run.text, options),
      0,
    );
  const size = Math.min(line.size, (line.size * width) / Math.max(measure(line.size), 1));
  setRuns(doc, text, left + (width - measure(size)) / 2, y, line, size);
  return size * 1.35;
}

/** `issuer`: the academy's legal name as its settings say; `language`: the learner's, first. */
export async function renderCertificatePdf(
  cert: Certificate,
  issuer: string,
  language: Language = 'en',
): Promise<Buffer> {
  const qr = await QRCode.toBuffer(cert.verifyUrl, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 48,
    info: { Title: `Certificate ${cert.id}`, Author: issuer },
  });
  for (const [name, file] of Object.entries(TAMIL_FONTS)) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { width, height } = doc.page;
  const [left, inner] = [48, width - 96];
  doc
    .lineWidth(3)
    .strokeColor(SITE.themeColor)
    .rect(24, 24, width - 48, height - 48)
    .stroke();
  doc
    .lineWidth(1)
    .rect(32, 32, width - 64, height - 64)
    .stroke();

  const first = CERTIFICATE_TEXT[language];
  const other = CERTIFICATE_TEXT[language === 'ta' ? 'en' : 'ta'];
  let y = 76;
  const put = (text: string, line: Line, gap = 0) => {
    y += centred(doc, text, y, left, inner, line) + gap;
  };
  /** One sentence in the learner's language, and beneath it, smaller and greyer, in the other. */
  const both = (pick: (text: CertificateText) => string, size: number, gap: number) => {
    put(pick(first), { size, spacing: language === 'en' && size > 12 ? 2 : 0 }, 3);
    put(pick(other), { size: size * 0.75, colour: '#4b5563' }, gap);
  };
  const course = cert.kind === 'course';

  put(issuer, { size: 20, bold: true, colour: SITE.themeColor }, 26);
  both((text) => (course ? text.ofCompletion : text.ofParticipation), 14, 26);
  both((text) => text.certifies, 12, 12);
  put(cert.recipientName, { size: 30, bold: true }, 14);
  both((text) => (course ? text.completed : text.attended), 12, 10);
  put(cert.title, { size: 20, bold: true }, 16);
  const credits = (text: CertificateText, lang: Language) =>
    `${text.instructor}: ${cert.instructorName}    ·    ${text.issued}: ${issuedOn(cert.issuedAt, lang)}`;
  put(credits(first, language), { size: 12 }, 3);
  put(credits(other, language === 'ta' ? 'en' : 'ta'), { size: 9, colour: '#4b5563' });

  const qrSize = 96;
  const bottom = height - 56 - qrSize;
  doc.image(qr, width - 48 - qrSize - 16, bottom, { width: qrSize, height: qrSize });
  const footer = { size: 10, colour: '#374151' };
  setRuns(doc, `${first.id} · ${other.id}: ${cert.id}`, 64, bottom + 40, footer);
  setRuns(doc, `${first.verify} · ${other.verify}:`, 64, bottom + 56, footer);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(cert.verifyUrl, 64, bottom + 72, { link: cert.verifyUrl, underline: true, width: inner - 160 });
  if (cert.status === 'revoked') {
    setRuns(doc, `${first.revoked} · ${other.revoked}`, 64, bottom + 16, {
      size: 14,
      bold: true,
      colour: '#b91c1c',
    });
  }
  doc.end();
  return done;
}
