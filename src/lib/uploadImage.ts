import { postFile, UploadError, type UploadOptions } from './uploadFile';

/**
 * Uploads one image to the upload host and resolves to its address as the site stores it (see `postFile`, which
 * also says how a stalled or cancelled upload fails).
 */
export async function uploadImage(file: File, options: UploadOptions = {}): Promise<string> {
  if (!file.type.startsWith('image/')) {
    throw new UploadError(`“${file.name}” is not an image. Choose a JPEG, PNG, WebP or GIF file.`, 'not-image');
  }
  return postFile(file, file.name, 'image', options);
}
