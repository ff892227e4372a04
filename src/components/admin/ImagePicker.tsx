import { useId, useRef } from 'react';
import { PREPARATION_SHARE } from '@/lib/prepareImage';
import { useReportUploads } from './runningUploads';
import type { ImageUploads, UploadStatus } from './useImageUploads';
import './ImagePicker.css';

/** What an image's upload is doing: preparing the picture fills the first part of its bar (prepareImage.ts). */
const statusText = (status: UploadStatus, progress: number) =>
  status === 'uploading' && progress < PREPARATION_SHARE ? 'Preparing the picture…' : STATUS_TEXT[status];

const STATUS_TEXT: Record<UploadStatus, string> = {
  idle: 'Ready to upload',
  uploading: 'Uploading…',
  success: 'Uploaded',
  failure: 'Upload failed',
  skipped: 'Skipped: no address returned',
};

interface ImagePickerProps {
  label: string;
  uploads: ImageUploads;
  multiple?: boolean;
  /** Shown under the label, e.g. 'At least one image'. */
  hint?: string;
  /** In an editor, the stored picture a new pick replaces; it is shown above the picker. */
  current?: { src: string; alt: string } | null;
  disabled?: boolean;
}

/** A file picker for images with previews, a progress bar per file and each upload's state. */
export function ImagePicker({ label, uploads, multiple = false, hint, current, disabled = false }: ImagePickerProps) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { images, problems, add, remove } = uploads;
  useReportUploads(images.some((image) => image.status === 'uploading'), uploads.cancel);

  return (
    <div className="image-picker">
      {current && (
        <figure className="image-picker__current">
          <img src={current.src} alt={current.alt} width={144} height={96} loading="lazy" decoding="async" />
          <figcaption className="admin-hint">Now: it stays unless you choose a new one below.</figcaption>
        </figure>
      )}
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="image-picker__hint">
          {hint}
        </p>
      )}
      <input
        ref={input}
        id={inputId}
        className="image-picker__input"
        type="file"
        accept="image/*"
        multiple={multiple}
        disabled={disabled}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => {
          add(Array.from(event.target.files ?? []));
          // Let the same file be picked again after it was removed.
          event.target.value = '';
        }}
      />
      {problems.length > 0 && (
        <ul className="image-picker__problems" role="alert">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {images.length > 0 && (
        <ul className="image-picker__list" aria-label={`${label}: chosen images`}>
          {images.map((image) => (
            <li key={image.id} className={`image-picker__item image-picker__item--${image.status}`}>
              <img src={image.previewUrl} alt={`Preview of ${image.file.name}`} width={96} height={72} className="image-picker__preview" />
              <div className="image-picker__details">
                <span className="image-picker__name">{image.file.name}</span>
                <progress max={1} value={image.progress} aria-label={`Upload progress of ${image.file.name}`} />
                <span className="image-picker__status">{statusText(image.status, image.progress)}</span>
                {image.error && image.status !== 'success' && <span className="image-picker__error">{image.error}</span>}
              </div>
              <button
                type="button"
                className="image-picker__remove"
                onClick={() => remove(image.id)}
                disabled={disabled || image.status === 'uploading'}
                aria-label={`Remove ${image.file.name}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
