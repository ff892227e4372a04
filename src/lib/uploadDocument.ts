import { MAX_UPLOAD_BYTES, postFile, UploadError, type UploadOptions } from './uploadFile';

/** Every PDF file starts with these bytes; a file renamed `.pdf` without them is not one. */
const PDF_SIGNATURE = '%PDF-';

/** `10.1 MB`: rounded up, so that a file just over the limit does not read as the limit. */
const megabytes = (bytes: number): string => `${Math.ceil((bytes / 1024 / 1024) * 10) / 10} MB`;

/** Why a file cannot be sent as a PDF document (checked from its first bytes, not its name), or null. */
export async function documentProblem(file: File): Promise<string | null> {
  if (file.size > MAX_UPLOAD_BYTES) {
    return `“${file.name}” is ${megabytes(file.size)}: the largest document accepted is ${megabytes(MAX_UPLOAD_BYTES)}. Choose a smaller PDF.`;
  }
  const start = new TextDecoder('latin1').decode(await file.slice(0, PDF_SIGNATURE.length).arrayBuffer());
  return start === PDF_SIGNATURE ? null : `“${file.name}” is not a PDF. Choose a PDF file (a scan saved as PDF, say).`;
}

/**
 * Uploads one PDF (a circular, a disclosure document, the year planner) as a raw file and resolves to its address as
 * the site stores it. A file that is not a PDF or is too large is refused before anything is sent.
 */
export async function uploadDocument(file: File, options: UploadOptions = {}): Promise<string> {
  const problem = await documentProblem(file);
  if (problem) throw new UploadError(problem, file.size > MAX_UPLOAD_BYTES ? 'too-large' : 'not-pdf');
  return postFile(file, file.name, 'raw', options);
}
