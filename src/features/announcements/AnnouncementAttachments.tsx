import { PdfMark } from '@/components/PdfMark';
import type { Attachment } from './attachments';
import './AnnouncementAttachments.css';

/** An announcement's PDFs (a circular, a form), each a link with its name that opens the PDF in a new tab. */
export function AnnouncementAttachments({ attachments }: { attachments: Attachment[] }) {
  if (attachments.length === 0) return null;
  return (
    <ul className="bare-list announcement-attachments" aria-label="Attachments">
      {attachments.map(({ name, url }, index) => (
        <li key={`${index}-${url}`}>
          <a className="box file-link announcement-attachments__link" href={url} target="_blank" rel="noopener noreferrer">
            <PdfMark className="announcement-attachments__mark" />
            <bdi className="announcement-attachments__name">{name}</bdi>{' '}
            <span className="visually-hidden">(PDF, opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
