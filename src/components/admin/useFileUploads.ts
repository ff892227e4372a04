import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadDocument } from '@/lib/uploadDocument';
import { loadUploader, MAX_PICTURE_BYTES, MAX_UPLOAD_BYTES, UploadError, type UploadOptions } from '@/lib/uploadFile';
import { isPictureFile } from '@/lib/prepareImage';
import { moved } from './PlaceButtons';
import { uploadImage } from '@/lib/uploadImage';

/** What a picker takes: pictures, PDF documents, or either (the year planner). */
export type FileKind = 'image' | 'pdf' | 'image-or-pdf';

export type UploadStatus = 'idle' | 'uploading' | 'success' | 'failure' | 'skipped';

export interface PickedFile {
  id: string;
  file: File;
  /** A picture's preview (an object URL); null for a PDF. */
  previewUrl: string | null;
  status: UploadStatus;
  /** Share of the file sent, 0 to 1. */
  progress: number;
  url: string | null;
  error: string | null;
}

const isPdf = (file: File): boolean => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

/** What a refused file is not, and what to choose instead. */
const NOT: Record<FileKind, string> = { image: 'an image', pdf: 'a PDF', 'image-or-pdf': 'a PDF or a picture' };
const WANTED: Record<FileKind, string> = {
  image: 'a JPEG, PNG, WebP, GIF or HEIC file',
  pdf: 'a PDF file',
  'image-or-pdf': 'a PDF, or a JPEG, PNG, WebP, GIF or HEIC picture',
};

/** Why a file cannot be picked, or null when it can (that a PDF really is one is checked when it uploads). */
export function pickProblem(file: File, kind: FileKind = 'image'): string | null {
  const picture = isPictureFile(file);
  const fits = kind === 'image' ? picture : kind === 'pdf' ? isPdf(file) : isPdf(file) || picture;
  if (!fits) return `“${file.name}” is not ${NOT[kind]}. Choose ${WANTED[kind]}.`;
  const [largest, noun] = isPdf(file) ? [MAX_UPLOAD_BYTES, 'PDF'] : [MAX_PICTURE_BYTES, 'image'];
  if (file.size > largest) return `“${file.name}” is larger than ${largest / 1024 / 1024} MB. Choose a smaller ${noun}.`;
  return null;
}

/** Uploads a picked file the way its kind is hosted. */
function upload(file: File, options: UploadOptions): Promise<string> {
  return isPdf(file) ? uploadDocument(file, options) : uploadImage(file, options);
}

let nextId = 0;

const revokePreview = (picked: PickedFile): void => {
  if (picked.previewUrl) URL.revokeObjectURL(picked.previewUrl);
};

/**
 * The files (pictures or PDFs) picked in one form and their uploads. Picks survive a failed upload or save, so
 * nothing is lost; `uploadAll` uploads what has not been uploaded yet and reuses the addresses of what has.
 */
export function useFileUploads({ multiple, kind = 'image' }: { multiple: boolean; kind?: FileKind }) {
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const filesRef = useRef(files);
  const controllers = useRef(new Map<string, AbortController>());

  useEffect(() => {
    filesRef.current = files;
  }, [files]);

  useEffect(() => {
    const running = controllers.current;
    return () => {
      running.forEach((controller) => controller.abort());
      filesRef.current.forEach((picked) => revokePreview(picked));
    };
  }, []);

  const update = useCallback((id: string, change: Partial<PickedFile>) => {
    setFiles((list) => list.map((picked) => (picked.id === id ? { ...picked, ...change } : picked)));
  }, []);

  const add = useCallback(
    (files: Iterable<File>) => {
      const accepted: PickedFile[] = [];
      const refused: string[] = [];
      for (const file of files) {
        const problem = pickProblem(file, kind);
        if (problem) refused.push(problem);
        else accepted.push({ id: `file-${++nextId}`, file, previewUrl: isPdf(file) ? null : URL.createObjectURL(file), status: 'idle', progress: 0, url: null, error: null });
      }
      setProblems(refused);
      if (accepted.length === 0) return;
      // Fetched while the rest of the form is filled in; a failure here is reported when the upload itself tries.
      loadUploader().catch(() => undefined);
      setFiles((list) => {
        const replaced = multiple ? [] : list;
        replaced.forEach((picked) => revokePreview(picked));
        return multiple ? [...list, ...accepted] : accepted.slice(0, 1);
      });
    },
    [multiple, kind],
  );

  const remove = useCallback((id: string) => {
    setFiles((list) => {
      const removed = list.find((picked) => picked.id === id);
      if (removed) revokePreview(removed);
      return list.filter((picked) => picked.id !== id);
    });
  }, []);

  /** Moves the pick at `from` to `to`: picks are uploaded, and saved, in their order. */
  const move = useCallback((from: number, to: number) => setFiles((list) => moved(list, from, to)), []);

  const clear = useCallback(() => {
    setFiles((list) => {
      list.forEach((picked) => revokePreview(picked));
      return [];
    });
    setProblems([]);
  }, []);

  /** Stops the running uploads; their picks stay, ready to be uploaded again. */
  const cancel = useCallback(() => {
    controllers.current.forEach((controller) => controller.abort());
  }, []);

  /**
   * Uploads what has not been uploaded yet and resolves to each pick's id and hosted address, in the order the files
   * were picked (an image the host returned no address for is skipped). Rejects when any upload failed: the form
   * must not save then, and every pick stays with its error shown. A cancelled or stalled upload rejects with its
   * UploadError, so that the form can say so (and offer Retry).
   */
  const uploadEach = useCallback(async (): Promise<{ id: string; url: string }[]> => {
    const current = filesRef.current;
    const results = await Promise.all(
      current.map(async (picked): Promise<{ id: string; url: string | null; failure: unknown }> => {
        const { id } = picked;
        if (picked.status === 'success' && picked.url) return { id, url: picked.url, failure: null };
        const controller = new AbortController();
        controllers.current.set(picked.id, controller);
        update(picked.id, { status: 'uploading', progress: 0, error: null });
        try {
          const url = await upload(picked.file, {
            signal: controller.signal,
            onProgress: (progress) => update(picked.id, { progress }),
          });
          update(picked.id, { status: 'success', progress: 1, url });
          return { id, url, failure: null };
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          // An image for which the host returned no address is skipped (docs/product-rules.md#uploads-and-the-stand-in).
          const skipped = error instanceof UploadError && error.reason === 'bad-response';
          update(picked.id, { status: skipped ? 'skipped' : 'failure', progress: 0, error: message });
          return { id, url: null, failure: skipped ? null : error };
        } finally {
          controllers.current.delete(picked.id);
        }
      }),
    );
    const failures = results.map((result) => result.failure).filter((failure) => failure !== null);
    const stopped = failures.find((failure) => failure instanceof UploadError && (failure.reason === 'cancelled' || failure.reason === 'stalled'));
    if (stopped) throw stopped;
    const failed = failures.length;
    if (failed === 1) throw new Error(kind === 'image' ? 'An image failed to upload.' : 'A file failed to upload.');
    if (failed > 1) throw new Error(`${failed} ${kind === 'image' ? 'images' : 'files'} failed to upload.`);
    return results.flatMap(({ id, url }) => (url === null ? [] : [{ id, url }]));
  }, [update, kind]);

  /** As `uploadEach`, resolving to the hosted addresses only. */
  const uploadAll = useCallback(async (): Promise<string[]> => (await uploadEach()).map(({ url }) => url), [uploadEach]);

  return { files, problems, add, remove, move, clear, cancel, uploadAll, uploadEach };
}

export type FileUploads = ReturnType<typeof useFileUploads>;
