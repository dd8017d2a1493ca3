import { inflateSync } from 'node:zlib';

/** The text a pdfkit invoice draws (its content streams are deflated, its strings hex). */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  let text = '';
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      const content = inflateSync(pdf.subarray(start, end)).toString('latin1');
      for (const hex of content.matchAll(/<([0-9a-fA-F]+)>/g))
        text += Buffer.from(hex[1] ?? '', 'hex').toString('latin1');
    } catch {
      // Not a deflated stream (a font program).
    }
  }
  return text;
}
