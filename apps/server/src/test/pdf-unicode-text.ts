import { inflateSync } from 'node:zlib';

/**
 * The text a pdfkit PDF shows, line by line, as a reader copying it would get it: each embedded
 * font's glyphs are read back through its ToUnicode map (so Tamil set in an embedded face comes
 * back as Tamil), the standard fonts' bytes as Latin-1. Enough of PDF for pdfkit's own output,
 * not a general reader.
 */
export function pdfUnicodeText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const objects = new Map<string, { dict: string; stream: string | null }>();
  for (const match of raw.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2] ?? '';
    const at = body.search(/stream\r?\n/);
    let stream: string | null = null;
    if (at >= 0) {
      const start = (match.index ?? 0) + match[0].indexOf(body) + body.indexOf('\n', at) + 1;
      const bytes = pdf.subarray(start, raw.indexOf('endstream', start));
      try {
        stream = inflateSync(bytes).toString('latin1');
      } catch {
        stream = bytes.toString('latin1');
      }
    }
    objects.set(match[1] ?? '', { dict: at >= 0 ? body.slice(0, at) : body, stream });
  }
  const fontByName = new Map<string, (hex: string) => string>();
  for (const match of raw.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const font = objects.get(match[2] ?? '');
    const cmapRef = /\/ToUnicode (\d+) 0 R/.exec(font?.dict ?? '')?.[1];
    const cmap = cmapRef ? objects.get(cmapRef)?.stream : null;
    fontByName.set(
      match[1] ?? '',
      cmap ? decoderOf(cmap) : (hex) => Buffer.from(hex, 'hex').toString('latin1'),
    );
  }
  const lines: string[] = [];
  for (const content of raw.matchAll(/\/Contents (\d+) 0 R/g)) {
    const stream = objects.get(content[1] ?? '')?.stream ?? '';
    let decode = (_hex: string) => '';
    let y: string | null = null;
    for (const op of stream.matchAll(/[\d.-]+ ([\d.-]+) Tm|\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
      if (op[1] !== undefined) {
        // Runs on one line share their baseline; a new baseline is a new line.
        if (op[1] !== y) lines.push('');
        y = op[1];
      } else if (op[2] !== undefined) {
        decode = fontByName.get(op[2]) ?? decode;
      } else {
        for (const hex of (op[3] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)) {
          lines[lines.length - 1] = (lines.at(-1) ?? '') + decode(hex[1] ?? '');
        }
      }
    }
  }
  return lines.filter((line) => line !== '').join('\n');
}

/** A ToUnicode CMap (bfchar and bfrange, as pdfkit writes them) as a hex-string decoder. */
function decoderOf(cmap: string): (hex: string) => string {
  const map = new Map<number, string>();
  const utf16 = (hex: string) => Buffer.from(hex.replace(/\s/g, ''), 'hex').swap16().toString('utf16le');
  for (const range of cmap.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*\[([^\]]*)\]/g)) {
    const from = Number.parseInt(range[1] ?? '0', 16);
    [...(range[3] ?? '').matchAll(/<([0-9a-fA-F\s]*)>/g)].forEach((dst, i) => {
      map.set(from + i, utf16(dst[1] ?? ''));
    });
  }
  for (const one of cmap.matchAll(/^<([0-9a-fA-F]{4})>\s*<([0-9a-fA-F]+)>$/gm)) {
    map.set(Number.parseInt(one[1] ?? '0', 16), utf16(one[2] ?? ''));
  }
  return (hex) => {
    let text = '';
    for (let i = 0; i < hex.length; i += 4) text += map.get(Number.parseInt(hex.slice(i, i + 4), 16)) ?? '';
    return text;
  };
}
