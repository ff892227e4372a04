import axios, { isAxiosError, isCancel } from 'axios';
import { siteConfig } from './config';
import { ImagePreparationError, PREPARATION_SHARE, prepareImage, progressAfterPreparation } from './prepareImage';
import { ADDRESS_RULE, storableAddress } from './webAddress';

/** An upload that has sent nothing and received no answer for this long is stopped, and the form offers Retry. */
export const UPLOAD_STALL_MS = 60_000;

export interface UploadOptions {
  /** Called with the share of the work done so far, from 0 to 1: preparing the picture, then sending it. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export class UploadError extends Error {
  constructor(
    message: string,
    readonly reason: 'not-image' | 'unreadable' | 'not-configured' | 'rejected' | 'network' | 'cancelled' | 'stalled' | 'bad-response',
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

interface UploadResponse {
  secure_url?: unknown;
  error?: { message?: unknown };
}

function serverMessage(data: unknown): string | null {
  const message = (data as UploadResponse | null)?.error?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

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
 * Uploads one image to the image host (Cloudinary's unsigned upload endpoint, or the local stand-in in
 * development) and resolves to the hosted `secure_url`, as the site stores it (webAddress.ts): an address the site
 * cannot store is a failed upload, shown at the picker, rather than a refused save. An upload with no progress and
 * no answer for UPLOAD_STALL_MS fails as 'stalled'; one whose `signal` aborts, as 'cancelled'. The picture is
 * prepared first (upright, limited in size, without metadata: prepareImage.ts); one the browser cannot read fails as
 * 'unreadable', and nothing is sent.
 */
export async function uploadImage(file: File, { onProgress, signal }: UploadOptions = {}): Promise<string> {
  if (!file.type.startsWith('image/')) {
    throw new UploadError(`“${file.name}” is not an image. Choose a JPEG, PNG, WebP or GIF file.`, 'not-image');
  }
  const { uploadUrl, uploadPreset } = siteConfig();
  if (!uploadUrl) {
    throw new UploadError('Image uploads are not configured: set VITE_CLOUDINARY_CLOUD_NAME in .env.', 'not-configured');
  }

  const prepared = await preparedImage(file, { onProgress, signal });
  const body = new FormData();
  body.append('file', prepared);
  body.append('upload_preset', uploadPreset);

  const request = new AbortController();
  const cancel = () => request.abort();
  signal?.addEventListener('abort', cancel, { once: true });
  let stalled = false;
  let stallTimer: ReturnType<typeof setTimeout> | undefined;
  const watchForStall = () => {
    clearTimeout(stallTimer);
    stallTimer = setTimeout(() => {
      stalled = true;
      request.abort();
    }, UPLOAD_STALL_MS);
  };
  watchForStall();

  try {
    const response = await axios.post<UploadResponse>(uploadUrl, body, {
      signal: request.signal,
      onUploadProgress: (event) => {
        watchForStall();
        if (onProgress && event.total) onProgress(progressAfterPreparation(Math.min(1, event.loaded / event.total)));
      },
    });
    const url = response.data.secure_url;
    if (typeof url !== 'string' || url === '') {
      throw new UploadError(`The image host accepted “${file.name}” but returned no address.`, 'bad-response');
    }
    const address = storableAddress(url);
    if (address === null) {
      throw new UploadError(`The image host returned an address for “${file.name}” that the site cannot save (“${url}”): it keeps only ${ADDRESS_RULE}.`, 'rejected');
    }
    onProgress?.(1);
    return address;
  } catch (error) {
    if (error instanceof UploadError) throw error;
    if (stalled) {
      throw new UploadError(`The upload of “${file.name}” made no progress for ${UPLOAD_STALL_MS / 1000} seconds. Check the connection and press Retry.`, 'stalled');
    }
    if (isCancel(error) || signal?.aborted) throw new UploadError(`Upload of “${file.name}” was cancelled.`, 'cancelled');
    if (isAxiosError(error) && error.response) {
      const detail = serverMessage(error.response.data) ?? `status ${error.response.status}`;
      throw new UploadError(`The image host refused “${file.name}”: ${detail}.`, 'rejected');
    }
    throw new UploadError(`Could not reach the image host to upload “${file.name}”. Check the connection and try again.`, 'network');
  } finally {
    clearTimeout(stallTimer);
    signal?.removeEventListener('abort', cancel);
  }
}
