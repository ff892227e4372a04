/**
 * Whether an address is a PDF's, by its path ending in `.pdf` (any case; a query or fragment after it is ignored).
 * Uploads keep the extension: Cloudinary's raw files and the local stand-in's files end in `.pdf`.
 */
export function isPdfAddress(address: string): boolean {
  const path = address.split(/[?#]/, 1)[0] ?? '';
  return /\.pdf$/i.test(path);
}
