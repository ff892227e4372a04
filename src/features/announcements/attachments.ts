import { readText, type DocumentData } from '@/lib/documentFields';
import { readableAddress } from '@/lib/webAddress';

/** A PDF attached to an announcement (a circular, a form): the name it is shown by, and its address. */
export interface Attachment {
  name: string;
  url: string;
}

/** At most this many attachments per announcement (firestore.rules checks each one by its position). */
export const MAX_ATTACHMENTS = 5;

/** The longest name of an attachment, in characters. */
export const MAX_ATTACHMENT_NAME = 200;

/** What an attachment is called when its stored name is missing or blank (the rules refuse such a name). */
const UNNAMED = 'Attachment';

const isRecord = (value: unknown): value is DocumentData => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The attachments of a stored announcement that a page may show: none when the field is missing (announcements
 * posted before attachments existed) or is not a list; an element without a showable address is skipped.
 */
export function readAttachments(data: DocumentData, key: string): Attachment[] {
  const value = data[key];
  if (!Array.isArray(value)) return [];
  return value.flatMap((element: unknown) => {
    if (!isRecord(element)) return [];
    const url = readableAddress(element.url);
    return url ? [{ name: readText(element, 'name') ?? UNNAMED, url }] : [];
  });
}
