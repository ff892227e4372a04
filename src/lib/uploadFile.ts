import { siteConfig } from './config';
import { isUploadAddress } from './uploadHost';
import { ADDRESS_RULE, storableAddress } from './webAddress';

/** An upload that has sent nothing and received no answer for this long is stopped, and the form offers Retry. */
export const UPLOAD_STALL_MS = 60_000;

/** Cloudinary's free plan refuses files over 10 MB; the forms say so before an upload starts. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * The largest picture that can be chosen. What is sent is prepared first (prepareImage.ts: about 1.5 MB at most), so
 * a phone photo of 4-12 MB is welcome; this bounds only the memory that decoding it takes.
 */
export const MAX_PICTURE_BYTES = 25 * 1024 * 1024;

export interface UploadOptions {
  /** Called with the share of the work done so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export class UploadError extends Error {
  constructor(
    message: string,
    readonly reason: 'not-image' | 'not-pdf' | 'too-large' | 'unreadable' | 'not-configured' | 'rejected' | 'network' | 'cancelled' | 'stalled' | 'bad-response',
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

/**
 * The HTTP client of uploads (axios, for its upload progress), fetched when a file is first picked rather than with
 * the admin pages: an office phone that only posts a notice never downloads it (13 KB gzip).
 */
export const loadUploader = () => import('axios');

/** Where files of a kind are posted: Cloudinary keeps images as `image` resources, PDFs as `raw` files. */
export type UploadKind = 'image' | 'raw';

/** The configured image endpoint; fails as 'not-configured' where there is none. */
export function requireUploadUrl(): string {
  const { uploadUrl } = siteConfig();
  if (!uploadUrl) {
    throw new UploadError('Uploads are not configured: set VITE_CLOUDINARY_CLOUD_NAME in .env.', 'not-configured');
  }
  return uploadUrl;
}

/** The upload endpoint for a kind: the configured image endpoint, with `/image/upload` made `/raw/upload` for PDFs. */
function endpoint(kind: UploadKind): string {
  const uploadUrl = requireUploadUrl();
  return kind === 'image' ? uploadUrl : uploadUrl.replace(/\/image\/upload$/, '/raw/upload');
}

/**
 * Posts one file to the upload host (Cloudinary's unsigned upload endpoint, or the local stand-in in development) and
 * resolves to the hosted `secure_url`, as the site stores it (webAddress.ts): an address the site cannot store is a
 * failed upload, shown at the picker, rather than a refused save. `name` is how the admin knows the file (what they
 * picked; a prepared picture is sent under a name of its own). An upload with no progress and no answer for UPLOAD_STALL_MS fails as 'stalled'; one whose `signal`
 * aborts, as 'cancelled'.
 */
export async function postFile(file: File, name: string, kind: UploadKind, { onProgress, signal }: UploadOptions = {}): Promise<string> {
  const url = endpoint(kind);
  const body = new FormData();
  body.append('file', file);
  body.append('upload_preset', siteConfig().uploadPreset);

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

  // Fetched in the try: failing to fetch the client itself (offline since the page loaded) is the catch's 'network'.
  let uploader: Awaited<ReturnType<typeof loadUploader>> | undefined;
  try {
    uploader = await loadUploader();
    const { default: axios } = uploader;
    if (signal?.aborted) cancel();
    const response = await axios.post<UploadResponse>(url, body, {
      signal: request.signal,
      onUploadProgress: (event) => {
        watchForStall();
        if (onProgress && event.total) onProgress(Math.min(1, event.loaded / event.total));
      },
    });
    const hosted = response.data.secure_url;
    if (typeof hosted !== 'string' || hosted === '') {
      throw new UploadError(`The upload host accepted “${name}” but returned no address.`, 'bad-response');
    }
    const address = storableAddress(hosted);
    if (address === null) {
      throw new UploadError(`The upload host returned an address for “${name}” that the site cannot save (“${hosted}”): it keeps only ${ADDRESS_RULE}.`, 'rejected');
    }
    const { uploadCloud } = siteConfig();
    if (!isUploadAddress(address, uploadCloud)) {
      throw new UploadError(`The upload host returned an address for “${name}” outside the site’s own image host (“${hosted}”): the site keeps pictures and PDFs only on its Cloudinary cloud “${uploadCloud}”.`, 'rejected');
    }
    onProgress?.(1);
    return address;
  } catch (error) {
    if (error instanceof UploadError) throw error;
    if (stalled) {
      throw new UploadError(`The upload of “${name}” made no progress for ${UPLOAD_STALL_MS / 1000} seconds. Check the connection and press Retry.`, 'stalled');
    }
    if ((uploader?.isCancel(error) ?? false) || signal?.aborted) throw new UploadError(`Upload of “${name}” was cancelled.`, 'cancelled');
    if (uploader?.isAxiosError(error) && error.response) {
      const detail = serverMessage(error.response.data) ?? `status ${error.response.status}`;
      throw new UploadError(`The upload host refused “${name}”: ${detail}.`, 'rejected');
    }
    throw new UploadError(`Could not reach the upload host to upload “${name}”. Check the connection and try again.`, 'network');
  } finally {
    clearTimeout(stallTimer);
    signal?.removeEventListener('abort', cancel);
  }
}
