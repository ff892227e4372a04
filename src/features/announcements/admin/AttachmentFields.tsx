import { FilePicker } from '@/components/admin/FilePicker';
import { TextField } from '@/components/admin/TextField';
import { PdfMark } from '@/components/PdfMark';
import { MAX_ATTACHMENT_NAME, MAX_ATTACHMENTS } from '../attachments';
import type { AttachmentFieldsState } from './useAttachmentFields';
import './AttachmentFields.css';

/** The announcement form's PDFs: in an editor the stored ones, each with its name and Remove; then a picker for more. */
export function AttachmentFields({ fields }: { fields: AttachmentFieldsState }) {
  const { kept } = fields;
  return (
    <>
      {kept.length > 0 && (
        <fieldset className="bare-fieldset attachment-fields">
          <legend className="field__label">Current attachments</legend>
          <p className="admin-hint">Edit a name to rename it; Remove takes it off when you save.</p>
          <ul className="bare-list attachment-fields__list">
            {kept.map((attachment, index) => (
              <li key={attachment.key} className="box attachment-fields__item">
                <PdfMark className="attachment-fields__mark" size={32} />
                <TextField
                  className="attachment-fields__name"
                  label={`Name of attachment ${index + 1}`}
                  value={attachment.name}
                  onChange={(name) => fields.rename(attachment.key, name)}
                  maxLength={MAX_ATTACHMENT_NAME}
                />
                <a className="attachment-fields__open" href={attachment.url} target="_blank" rel="noopener noreferrer">
                  Open <span className="visually-hidden">attachment {index + 1} (opens in a new tab)</span>
                </a>
                <button type="button" className="attachment-fields__remove" onClick={() => fields.remove(attachment.key)}>
                  Remove <span className="visually-hidden">attachment {index + 1}</span>
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <FilePicker
        label={kept.length > 0 ? 'Add PDF attachments' : 'PDF attachments (optional)'}
        uploads={fields.uploads}
        kind="pdf"
        multiple
        hint={`Circulars or forms as PDFs, at most ${MAX_ATTACHMENTS}. Visitors see each by the name you give it.`}
        renderDetails={(picked) => (
          <TextField
            className="attachment-fields__name"
            label={`Name shown for ${picked.file.name}`}
            value={fields.nameOf(picked)}
            onChange={(name) => fields.setName(picked.id, name)}
            maxLength={MAX_ATTACHMENT_NAME}
          />
        )}
      />
    </>
  );
}
