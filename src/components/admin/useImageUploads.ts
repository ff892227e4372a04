import { useCallback, useEffect, useRef, useState } from 'react';
import { UploadError, uploadImage } from '@/lib/uploadImage';

/**
 * The largest picture that can be chosen. What is sent is prepared first (src/lib/prepareImage.ts: about 1.5 MB at
 * most, under the 10 MB that Cloudinary's free plan accepts), so a phone photo of 4-12 MB is welcome; this bounds
 * only the memory that decoding it takes.
 */
export const MAX_IMAGE_BYTES = 25 * 1024 * 1024;

export type UploadStatus = 'idle' | 'uploading' | 'success' | 'failure' | 'skipped';

export interface PickedImage {
  id: string;
  file: File;
  previewUrl: string;
  status: UploadStatus;
  /** Share of the file sent, 0 to 1. */
  progress: number;
  url: string | null;
  error: string | null;
}

/** Why a file cannot be picked, or null when it can. */
export function pickProblem(file: File, maxBytes = MAX_IMAGE_BYTES): string | null {
  if (!file.type.startsWith('image/')) return `“${file.name}” is not an image. Choose a JPEG, PNG, WebP or GIF file.`;
  if (file.size > maxBytes) return `“${file.name}” is larger than ${Math.round(maxBytes / 1024 / 1024)} MB. Choose a smaller image.`;
  return null;
}

let nextId = 0;

/**
 * The images picked in one form and their uploads. Picks survive a failed upload or save, so nothing is lost;
 * `uploadAll` uploads what has not been uploaded yet and reuses the addresses of what has.
 */
export function useImageUploads({ multiple }: { multiple: boolean }) {
  const [images, setImages] = useState<PickedImage[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const imagesRef = useRef(images);
  const controllers = useRef(new Map<string, AbortController>());

  useEffect(() => {
    imagesRef.current = images;
  }, [images]);

  useEffect(() => {
    const running = controllers.current;
    return () => {
      running.forEach((controller) => controller.abort());
      imagesRef.current.forEach((image) => URL.revokeObjectURL(image.previewUrl));
    };
  }, []);

  const update = useCallback((id: string, change: Partial<PickedImage>) => {
    setImages((list) => list.map((image) => (image.id === id ? { ...image, ...change } : image)));
  }, []);

  const add = useCallback(
    (files: Iterable<File>) => {
      const accepted: PickedImage[] = [];
      const refused: string[] = [];
      for (const file of files) {
        const problem = pickProblem(file);
        if (problem) refused.push(problem);
        else accepted.push({ id: `image-${++nextId}`, file, previewUrl: URL.createObjectURL(file), status: 'idle', progress: 0, url: null, error: null });
      }
      setProblems(refused);
      if (accepted.length === 0) return;
      setImages((list) => {
        const replaced = multiple ? [] : list;
        replaced.forEach((image) => URL.revokeObjectURL(image.previewUrl));
        return multiple ? [...list, ...accepted] : accepted.slice(0, 1);
      });
    },
    [multiple],
  );

  const remove = useCallback((id: string) => {
    setImages((list) => {
      const removed = list.find((image) => image.id === id);
      if (removed) URL.revokeObjectURL(removed.previewUrl);
      return list.filter((image) => image.id !== id);
    });
  }, []);

  const clear = useCallback(() => {
    setImages((list) => {
      list.forEach((image) => URL.revokeObjectURL(image.previewUrl));
      return [];
    });
    setProblems([]);
  }, []);

  /** Stops the running uploads; their picks stay, ready to be uploaded again. */
  const cancel = useCallback(() => {
    controllers.current.forEach((controller) => controller.abort());
  }, []);

  /**
   * Uploads what has not been uploaded yet and resolves to the hosted addresses, in the order the images were
   * picked (an image the host returned no address for is skipped). Rejects when any upload failed: the form must
   * not save then, and every pick stays with its error shown. A cancelled or stalled upload rejects with its
   * UploadError, so that the form can say so (and offer Retry).
   */
  const uploadAll = useCallback(async (): Promise<string[]> => {
    const current = imagesRef.current;
    const results = await Promise.all(
      current.map(async (image): Promise<{ url: string | null; failure: unknown }> => {
        if (image.status === 'success' && image.url) return { url: image.url, failure: null };
        const controller = new AbortController();
        controllers.current.set(image.id, controller);
        update(image.id, { status: 'uploading', progress: 0, error: null });
        try {
          const url = await uploadImage(image.file, {
            signal: controller.signal,
            onProgress: (progress) => update(image.id, { progress }),
          });
          update(image.id, { status: 'success', progress: 1, url });
          return { url, failure: null };
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          // The specification skips an image for which the host returned no address.
          const skipped = error instanceof UploadError && error.reason === 'bad-response';
          update(image.id, { status: skipped ? 'skipped' : 'failure', progress: 0, error: message });
          return { url: null, failure: skipped ? null : error };
        } finally {
          controllers.current.delete(image.id);
        }
      }),
    );
    const failures = results.map((result) => result.failure).filter((failure) => failure !== null);
    const stopped = failures.find((failure) => failure instanceof UploadError && (failure.reason === 'cancelled' || failure.reason === 'stalled'));
    if (stopped) throw stopped;
    const failed = failures.length;
    if (failed > 0) throw new Error(failed === 1 ? 'An image failed to upload.' : `${failed} images failed to upload.`);
    return results.map((result) => result.url).filter((url): url is string => url !== null);
  }, [update]);

  return { images, problems, add, remove, clear, cancel, uploadAll };
}

export type ImageUploads = ReturnType<typeof useImageUploads>;
