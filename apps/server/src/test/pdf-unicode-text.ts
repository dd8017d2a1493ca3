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
  // Found by position, not one pattern over the file: no regular expression to backtrack.
  for (let at = raw.indexOf(' 0 obj'); at >= 0; at = raw.indexOf(' 0 obj', at + 1)) {
    const id = raw.slice(raw.lastIndexOf('\n', at) + 1, at);
    const start = at + ' 0 obj'.length;
    const body = raw.slice(start, raw.indexOf('endobj', start));
    const streamAt = body.indexOf('stream\n');
    let stream: string | null = null;
    if (streamAt >= 0) {
      const from = start + streamAt + 'stream\n'.length;
      const bytes = pdf.subarray(from, raw.indexOf('endstream', from));
      try {
        stream = inflateSync(bytes).toString('latin1');
      } catch {
        stream = bytes.toString('latin1');
      }
    }
    objects.set(id, { dict: streamAt >= 0 ? body.slice(0, streamAt) : body, stream });
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
    // pdfkit writes one operator a line: `1 0 0 1 x y Tm`, `/F2 20 Tf`, `[<hex> 30 <hex>] TJ`.
    for (const op of stream.split('\n')) {
      const words = op.split(' ');
      if (op.endsWith(' Tm')) {
        // Runs on one line share their baseline; a new baseline is a new line.
        const baseline = words.at(-2) ?? null;
        if (baseline !== y) lines.push('');
        y = baseline;
      } else if (op.endsWith(' Tf')) {
        decode = fontByName.get((words[0] ?? '').slice(1)) ?? decode;
      } else if (op.endsWith('] TJ')) {
        for (const hex of hexStrings(op)) lines[lines.length - 1] = (lines.at(-1) ?? '') + decode(hex);
      }
    }
  }
  return lines.filter((line) => line !== '').join('\n');
}

/** A ToUnicode CMap (bfchar and bfrange, as pdfkit writes them) as a hex-string decoder. */
function decoderOf(cmap: string): (hex: string) => string {
  const map = new Map<number, string>();
  const utf16 = (hex: string) => Buffer.from(hex.replace(/\s/g, ''), 'hex').swap16().toString('utf16le');
  // `<0000> <002b> [<0000> <0baa> <0bb5 0bc1> ...]`, one range a line.
  for (const line of cmap.split('\n')) {
    if (!line.startsWith('<') || !line.includes('[')) continue;
    const from = Number.parseInt(line.slice(1, line.indexOf('>')), 16);
    hexStrings(line.slice(line.indexOf('['))).forEach((dst, i) => {
      map.set(from + i, utf16(dst));
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

/** The `<...>` strings of a line, in order. */
function hexStrings(line: string): string[] {
  const found: string[] = [];
  for (let open = line.indexOf('<'); open >= 0; open = line.indexOf('<', open + 1)) {
    const close = line.indexOf('>', open);
    if (close < 0) break;
    found.push(line.slice(open + 1, close));
  }
  return found;
}
