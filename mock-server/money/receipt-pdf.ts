import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { DocumentView } from '../../src/domain/receipt-document.ts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const SIZE = 10;
const LINE = 16;
const GREY = rgb(0.35, 0.35, 0.4);

/** Text the standard fonts can draw (WinAnsi): a character they lack (an emoji in a title) becomes "?". */
function drawable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text].map((c) => (known.has(c.codePointAt(0)!) ? c : '?')).join('');
}

/** Cuts `text` to fit `width`, ending in "…", so a long campaign title never runs into the next column. */
function fit(font: PDFFont, text: string, width: number, size = SIZE): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/**
 * A receipt or statement as a PDF (pdf-lib, decision 0015): the same sections the page shows, on A4, with the
 * standard Helvetica fonts (nothing embedded). Made by the API so the app's bundle does not carry a PDF library.
 */
export async function documentPdf(view: DocumentView, at: Date): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(view.title);
  pdf.setAuthor('Sauti');
  pdf.setCreator('Sauti');
  pdf.setProducer('Sauti');
  pdf.setCreationDate(at);
  pdf.setModificationDate(at);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  const right = A4[0] - MARGIN;
  const room = (needed: number) => {
    if (y - needed >= MARGIN) return;
    page = pdf.addPage(A4);
    y = A4[1] - MARGIN;
  };
  const text = (t: string, x: number, font = regular, size = SIZE, width = right - x) =>
    page.drawText(fit(font, drawable(font, t), width, size), { x, y, size, font });
  const textRight = (t: string, x: number, font = regular) => {
    const safe = drawable(font, t);
    page.drawText(safe, { x: x - font.widthOfTextAtSize(safe, SIZE), y, size: SIZE, font });
  };

  text(view.title, MARGIN, bold, 18);
  y -= 32;
  for (const section of view.sections) {
    room(LINE * 3);
    text(section.heading, MARGIN, bold, 12);
    y -= 6;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: right, y }, thickness: 0.5, color: GREY });
    y -= LINE;
    for (const line of section.lines) {
      room(LINE);
      const font = line.strong ? bold : regular;
      text(line.label, MARGIN, font, SIZE, 330);
      textRight(line.value, right, font);
      y -= LINE;
    }
    if (section.table && section.table.rows.length > 0) {
      const { head, rows } = section.table;
      // The first column takes what the amounts leave; amounts are right-aligned at each column's end.
      const ends = [MARGIN + 175, MARGIN + 255, MARGIN + 335, MARGIN + 415, right];
      y -= 4;
      for (const [i, cells] of [head, ...rows].entries()) {
        room(LINE);
        const font = i === 0 ? bold : regular;
        text(cells[0] ?? '', MARGIN, font, SIZE, 165);
        cells.slice(1).forEach((cell, c) => textRight(cell, ends[c + 1]!, font));
        y -= LINE;
      }
    }
    if (section.note) {
      room(LINE);
      page.drawText(drawable(regular, section.note), { x: MARGIN, y, size: SIZE, font: regular, color: GREY });
      y -= LINE;
    }
    y -= 12;
  }
  return pdf.save();
}
