import { useId, useRef, type ReactNode } from 'react';
import { PREPARATION_SHARE } from '@/lib/prepareImage';
import { PlaceButtons } from './PlaceButtons';
import { useReportUploads } from './runningUploads';
import type { FileKind, FileUploads, PickedFile, UploadStatus } from './useFileUploads';
import './FilePicker.css';

/** What an upload is doing: preparing a picture fills the first part of its bar (prepareImage.ts). */
const statusText = (picked: PickedFile) =>
  picked.status === 'uploading' && picked.previewUrl && picked.progress < PREPARATION_SHARE ? 'Preparing the picture…' : STATUS_TEXT[picked.status];

const STATUS_TEXT: Record<UploadStatus, string> = {
  idle: 'Ready to upload',
  uploading: 'Uploading…',
  success: 'Uploaded',
  failure: 'Upload failed',
  skipped: 'Skipped: no address returned',
};

/**
 * What the chooser says beside its button. The browser's own words ('No file chosen') would be wrong once a file is
 * chosen: the input is emptied after each pick, so that the same file can be picked again after Remove.
 */
const chosenText = (count: number) => (count === 0 ? 'No file chosen' : `${count} ${count === 1 ? 'file' : 'files'} chosen`);

/** The file chooser's filter, by what the picker takes. */
const ACCEPT: Record<FileKind, string> = {
  image: 'image/*,.heic,.heif',
  pdf: 'application/pdf,.pdf',
  'image-or-pdf': 'application/pdf,.pdf,image/*,.heic,.heif',
};

interface FilePickerProps {
  label: string;
  uploads: FileUploads;
  /** What it takes (pictures unless told): the uploads must be of the same kind. */
  kind?: FileKind;
  multiple?: boolean;
  /** Shown under the label, e.g. 'At least one image'. */
  hint?: string;
  /**
   * In an editor, the stored file a new pick replaces, shown above the picker: a picture (`alt` its text), or for a
   * PDF picker a link to the stored PDF (`alt` the link's text).
   */
  current?: { src: string; alt: string } | null;
  disabled?: boolean;
  /** More for each chosen file, under its name (an attachment's name field, say). */
  renderDetails?: (picked: PickedFile) => ReactNode;
}

/** A file picker with a preview of each picture (a PDF shows its name), a progress bar per file and each upload's state. */
export function FilePicker({ label, uploads, kind = 'image', multiple = false, hint, current, disabled = false, renderDetails }: FilePickerProps) {
  const inputId = useId();
  const hintId = useId();
  const chosenId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { files, problems, add, remove, move } = uploads;
  useReportUploads(files.some((picked) => picked.status === 'uploading'), uploads.cancel);

  return (
    <div className="file-picker">
      {current && kind !== 'pdf' && (
        <figure className="file-picker__current">
          <img src={current.src} alt={current.alt} width={144} height={96} loading="lazy" decoding="async" />
          <figcaption className="admin-hint">Now: it stays unless you choose a new one below.</figcaption>
        </figure>
      )}
      {current && kind === 'pdf' && (
        <p className="file-picker__current">
          <a href={current.src} target="_blank" rel="noopener noreferrer">
            {current.alt}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          <span className="admin-hint">Now: it stays unless you choose a new one below.</span>
        </p>
      )}
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="file-picker__hint">
          {hint}
        </p>
      )}
      {/* The input lies, unseen, over the whole box: a click anywhere in it opens the chooser, a file dropped on it is
          taken, and the keyboard focuses it (the box shows the focus). Its name is the label's; the box's own text
          is what is chosen. */}
      <div className="file-picker__chooser">
        <span className="file-picker__choose" aria-hidden="true">
          {multiple ? 'Choose files' : 'Choose file'}
        </span>
        <span id={chosenId} className="file-picker__chosen">
          {chosenText(files.length)}
        </span>
        <input
          ref={input}
          id={inputId}
          className="file-picker__input"
          type="file"
          accept={ACCEPT[kind]}
          multiple={multiple}
          disabled={disabled}
          aria-describedby={hint ? `${hintId} ${chosenId}` : chosenId}
          onChange={(event) => {
            add(Array.from(event.target.files ?? []));
            // Let the same file be picked again after it was removed.
            event.target.value = '';
          }}
        />
      </div>
      {problems.length > 0 && (
        <ul className="file-picker__problems" role="alert">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {files.length > 0 && (
        <ul className="file-picker__list" aria-label={`${label}: chosen files`}>
          {files.map((picked, position) => (
            <li key={picked.id} className={`box file-picker__item file-picker__item--${picked.status}${picked.previewUrl ? '' : ' file-picker__item--document'}`}>
              {picked.previewUrl ? (
                <img src={picked.previewUrl} alt={`Preview of ${picked.file.name}`} width={96} height={72} className="file-picker__preview" />
              ) : (
                <span className="file-picker__preview file-picker__preview--document" aria-hidden="true">
                  PDF
                </span>
              )}
              <div className="file-picker__details">
                <span className="file-picker__name">{picked.file.name}</span>
                {renderDetails?.(picked)}
                <progress max={1} value={picked.progress} aria-label={`Upload progress of ${picked.file.name}`} />
                <span className="file-picker__status">{statusText(picked)}</span>
                {picked.error && picked.status !== 'success' && <span className="file-picker__error">{picked.error}</span>}
              </div>
              <div className="file-picker__actions">
                <button
                  type="button"
                  className="file-picker__remove"
                  onClick={() => remove(picked.id)}
                  disabled={disabled || picked.status === 'uploading'}
                  aria-label={`Remove ${picked.file.name}`}
                >
                  Remove
                </button>
                {files.length > 1 && <PlaceButtons name={picked.file.name} index={position} count={files.length} onMove={(to) => move(position, to)} />}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
