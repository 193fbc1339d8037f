import { inflateSync } from 'node:zlib';

/**
 * The text a PDF made by the API draws (mock-server/money/receipt-pdf.ts), for tests: each content stream is
 * inflated and its shown strings decoded (pdf-lib writes the standard fonts' text as WinAnsi hex strings). Good
 * for pdf-lib's output, not for every PDF: it reads no fonts' own encodings and no text split across operators.
 */
export function pdfText(bytes: Uint8Array): string {
  const data = Buffer.from(bytes);
  const latin = data.toString('latin1');
  const lines: string[] = [];
  const stream = /stream\r?\n/g;
  for (let m = stream.exec(latin); m; m = stream.exec(latin)) {
    const start = m.index + m[0].length;
    const end = latin.indexOf('endstream', start);
    if (end < 0) break;
    let content: string;
    try {
      content = inflateSync(data.subarray(start, end)).toString('latin1');
    } catch {
      content = latin.slice(start, end);
    }
    for (const shown of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) lines.push(Buffer.from(shown[1]!, 'hex').toString('latin1'));
    for (const shown of content.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) lines.push(shown[1]!.replace(/\\(.)/g, '$1'));
    stream.lastIndex = end;
  }
  // WinAnsi's bullet and ellipsis, which latin1 reads as control characters.
  return lines.join('\n').replace(/\x95/g, '•').replace(/\x85/g, '…');
}
