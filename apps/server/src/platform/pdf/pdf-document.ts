import PDFDocument from 'pdfkit';
import { registerScriptFonts } from './pdf-fonts.ts';

/**
 * A new PDF document; its bytes are collected into one Buffer by `pdfBuffer`. Fixed texts use the built-in
 * Helvetica; data that may be Chinese or Thai is written in text boxes (text-box.ts), each script in its font.
 */
export function newPdf(options: PDFKit.PDFDocumentOptions): PDFKit.PDFDocument {
  const doc = new PDFDocument({ ...options, info: { Producer: 'Supplier Portal', ...options.info } });
  registerScriptFonts(doc);
  return doc;
}

/** Ends the document and answers its bytes. */
export function pdfBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

export const PDF_CONTENT_TYPE = 'application/pdf';
