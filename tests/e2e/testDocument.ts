/** Small files for PDF upload tests: a PDF (the local stand-in checks the `%PDF-` signature), and one that is not. */
import { pngBuffer } from './testImage';

/** The bytes every PDF starts with. */
export const PDF_SIGNATURE = '%PDF-';

/** A file for `locator.setInputFiles`: a tiny PDF. */
export function pdfFile(name = 'e2e-document.pdf') {
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(`${PDF_SIGNATURE}1.4\n% ${name}, from the browser tests\n%%EOF\n`) };
}

/** A picture renamed `.pdf`, as a phone's file picker may hand over: its name and type say PDF, its bytes do not. */
export function renamedToPdf(name = 'not-really.pdf') {
  return { name, mimeType: 'application/pdf', buffer: pngBuffer() };
}
