import { ImagePreparationError, isPictureFile, PREPARATION_SHARE, prepareImage, progressAfterPreparation } from './prepareImage';
import { postFile, requireUploadUrl, UploadError, type UploadOptions } from './uploadFile';

/** The picture to send for `file` (prepareImage.ts), filling the first part of the progress bar. */
async function preparedImage(file: File, { onProgress, signal }: UploadOptions): Promise<File> {
  try {
    return await prepareImage(file, { signal, onProgress: onProgress && ((fraction) => onProgress(fraction * PREPARATION_SHARE)) });
  } catch (error) {
    if (signal?.aborted) throw new UploadError(`Upload of “${file.name}” was cancelled.`, 'cancelled');
    if (error instanceof ImagePreparationError) throw new UploadError(error.message, 'unreadable');
    throw error;
  }
}

/**
 * Uploads one picture and resolves to its address as the site stores it (see `postFile`, which also says how a
 * stalled or cancelled upload fails). The picture is prepared first (upright, limited in size, without metadata:
 * prepareImage.ts); one the browser cannot read fails as 'unreadable', and nothing is sent.
 */
export async function uploadImage(file: File, options: UploadOptions = {}): Promise<string> {
  if (!isPictureFile(file)) {
    throw new UploadError(`“${file.name}” is not an image. Choose a JPEG, PNG, WebP, GIF or HEIC file.`, 'not-image');
  }
  // Where uploads are not configured, said before the work of preparing the picture.
  requireUploadUrl();
  const { onProgress, signal } = options;
  const prepared = await preparedImage(file, options);
  return postFile(prepared, file.name, 'image', {
    signal,
    onProgress: onProgress && ((fraction) => onProgress(progressAfterPreparation(fraction))),
  });
}
