import { createRequire } from 'node:module';
import { type Certificate, SITE } from '@kalvi/shared';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

/** A certificate as a one-page landscape PDF (pdfkit) with a QR code of its verification address (qrcode). */

// Helvetica has no Tamil letters: a name written in Tamil is set in the web app's Tamil face.
const TAMIL_FONT = createRequire(import.meta.url).resolve(
  '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff',
);
const TAMIL = /[\u0B80-\u0BFF]/;

const issuedOn = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

/** `issuer`: the academy's legal name as its settings say (mail/signature.ts reads it). */
export async function renderCertificatePdf(cert: Certificate, issuer: string): Promise<Buffer> {
  const qr = await QRCode.toBuffer(cert.verifyUrl, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 48,
    info: { Title: `Certificate ${cert.id}`, Author: issuer },
  });
  doc.registerFont('Tamil', TAMIL_FONT);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { width, height } = doc.page;
  const inner = width - 96;
  doc
    .lineWidth(3)
    .strokeColor(SITE.themeColor)
    .rect(24, 24, width - 48, height - 48)
    .stroke();
  doc
    .lineWidth(1)
    .rect(32, 32, width - 64, height - 64)
    .stroke();

  doc
    .fillColor(SITE.themeColor)
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(issuer, 48, 64, { width: inner, align: 'center' });
  doc.fillColor('#111827').font('Helvetica').fontSize(13);
  doc
    .moveDown(1.2)
    .text(cert.kind === 'course' ? 'CERTIFICATE OF COMPLETION' : 'CERTIFICATE OF PARTICIPATION', {
      width: inner,
      align: 'center',
      characterSpacing: 2,
    });
  doc.moveDown(1.2).fontSize(12).text('This certifies that', { width: inner, align: 'center' });
  doc
    .moveDown(0.6)
    .font(TAMIL.test(cert.recipientName) ? 'Tamil' : 'Helvetica-Bold')
    .fontSize(30);
  doc.text(cert.recipientName, { width: inner, align: 'center' });
  doc.moveDown(0.6).font('Helvetica').fontSize(12);
  doc.text(cert.kind === 'course' ? 'has completed the course' : 'has attended the event', {
    width: inner,
    align: 'center',
  });
  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(20).text(cert.title, { width: inner, align: 'center' });
  doc.moveDown(0.8).font('Helvetica').fontSize(12);
  doc.text(`Instructor: ${cert.instructorName}    ·    Issued on ${issuedOn(cert.issuedAt)}`, {
    width: inner,
    align: 'center',
  });

  const qrSize = 96;
  const bottom = height - 56 - qrSize;
  doc.image(qr, width - 48 - qrSize - 16, bottom, { width: qrSize, height: qrSize });
  doc.fontSize(10).fillColor('#374151');
  doc.text(`Certificate ID: ${cert.id}`, 64, bottom + 40);
  doc.text(`Verify at ${cert.verifyUrl}`, 64, bottom + 56, { link: cert.verifyUrl, underline: true });
  if (cert.status === 'revoked') {
    doc
      .fillColor('#b91c1c')
      .font('Helvetica-Bold')
      .fontSize(14)
      .text('REVOKED', 64, bottom + 16);
  }
  doc.end();
  return done;
}
