/**
 * What only the office reads and writes of admissions, through the lite SDK (signed in: the rules let nobody else read
 * an enquiry): the admissions page, the enquiries with their follow-up, and their deletion for good. An enquiry holds
 * a family's personal data, so the activity log names it by its reference, never by a name, and it never goes to the
 * trash.
 */
import { collection, deleteField, doc, getDocs, orderBy, query, runTransaction, serverTimestamp, writeBatch } from 'firebase/firestore/lite';
import { isSchoolClass, type SchoolClass } from '@/content/schoolClasses';
import { logChange, setLogged, signedInEmail } from '@/lib/activityLog';
import { readDate, readText, type DocumentData } from '@/lib/documentFields';
import { ItemGoneError, liteDb, liteDocument } from '@/lib/liteDb';
import { readIsoDate } from '@/lib/isoDate';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '../admissionsSchema';
import { ADMISSIONS_DOCUMENT, ENQUIRIES, referenceOf, type Admissions } from '../admissionsService';

/** How long an enquiry is kept once closed: the office's page deletes it for good after that (its opening does). */
export const KEPT_AFTER_CLOSING_MONTHS = 12;

/** One line of an enquiry's follow-up. */
export interface HistoryLine {
  at: Date | null;
  by: string;
  status: EnquiryStatus;
  note: string;
}

/** An enquiry as the office sees it. */
export interface Enquiry {
  id: string;
  reference: string;
  parentName: string;
  mobile: string;
  email: string;
  childName: string;
  dateOfBirth: string;
  classSought: SchoolClass | null;
  currentSchool: string;
  message: string;
  year: string;
  status: EnquiryStatus;
  createdAt: Date | null;
  closedAt: Date | null;
  history: HistoryLine[];
}

const isStatus = (value: unknown): value is EnquiryStatus => typeof value === 'string' && Object.hasOwn(ENQUIRY_STATUSES, value);

function readHistory(data: DocumentData): HistoryLine[] {
  const stored: unknown = data.history;
  if (typeof stored !== 'object' || stored === null) return [];
  return Object.entries(stored as Record<string, unknown>)
    .sort(([a], [b]) => Number(a) - Number(b))
    .flatMap(([, line]) => {
      if (typeof line !== 'object' || line === null) return [];
      const fields = line as DocumentData;
      return isStatus(fields.status) ? [{ at: readDate(fields, 'at'), by: readText(fields, 'by') ?? '', status: fields.status, note: readText(fields, 'note') ?? '' }] : [];
    });
}

export function toEnquiry(id: string, data: DocumentData): Enquiry {
  const text = (field: string) => readText(data, field) ?? '';
  return {
    id,
    reference: referenceOf(id),
    parentName: text('parentName'),
    mobile: text('mobile'),
    email: text('email'),
    childName: text('childName'),
    dateOfBirth: readIsoDate(data.dateOfBirth) ?? '',
    classSought: isSchoolClass(data.classSought) ? data.classSought : null,
    currentSchool: text('currentSchool'),
    message: text('message'),
    year: text('year'),
    status: isStatus(data.status) ? data.status : 'new',
    createdAt: readDate(data, 'createdAt'),
    closedAt: readDate(data, 'closedAt'),
    history: readHistory(data),
  };
}

/** Saves the admissions page whole (admissions/main, created if missing): text trimmed. */
export function saveAdmissions(content: Admissions): Promise<void> {
  return setLogged(
    liteDocument(...ADMISSIONS_DOCUMENT),
    {
      open: content.open,
      year: content.year.trim(),
      ...(content.opensOn ? { opensOn: content.opensOn } : {}),
      intro: content.intro.trim(),
      classes: Object.fromEntries(content.classes.map((offered) => [offered.class, offered.age.trim()])),
      agesOn: content.agesOn,
      steps: content.steps.trim(),
      documents: content.documents.trim(),
      updatedAt: serverTimestamp(),
    },
    'Admissions page',
  );
}

const enquiries = () => collection(liteDb(), ENQUIRIES);

/** Every enquiry, newest first. */
async function listEnquiries(): Promise<Enquiry[]> {
  const snapshot = await getDocs(query(enquiries(), orderBy('createdAt', 'desc')));
  return snapshot.docs.map((stored) => toEnquiry(stored.id, stored.data()));
}

/**
 * Deletes an enquiry for good, logged as erased under its reference (the rules need the entry
 * `erase~<id>~<createdAt in ms>`: the same family's enquiry sent again after a deletion has the same id).
 */
export async function eraseEnquiry({ id, createdAt }: Pick<Enquiry, 'id' | 'createdAt'>): Promise<void> {
  const item = doc(enquiries(), id);
  const batch = writeBatch(liteDb());
  logChange(batch, { item, title: referenceOf(id), action: 'erase' }, `erase~${id}~${createdAt?.getTime() ?? 0}`);
  batch.delete(item);
  await batch.commit();
}

const MONTH_MS = 30.44 * 24 * 3600 * 1000;

/** The enquiries, and those this opening deleted for good: closed more than KEPT_AFTER_CLOSING_MONTHS before `now`. */
export async function openEnquiries(now: Date = new Date()): Promise<{ enquiries: Enquiry[]; erased: Enquiry[] }> {
  const all = await listEnquiries();
  const expired = all.filter((enquiry) => enquiry.status === 'closed' && enquiry.closedAt !== null && now.getTime() - enquiry.closedAt.getTime() > KEPT_AFTER_CLOSING_MONTHS * MONTH_MS);
  const results = await Promise.allSettled(expired.map(eraseEnquiry));
  const erased = expired.filter((_, index) => results[index]?.status === 'fulfilled');
  return { enquiries: all.filter((enquiry) => !erased.includes(enquiry)), erased };
}

/** A follow-up: the enquiry, its new status (or the same one) and a note. */
export interface FollowUp {
  enquiry: Pick<Enquiry, 'id' | 'reference'>;
  status: EnquiryStatus;
  note: string;
}

/**
 * Sets the status and adds its line to the history (who, when: the server's time, the note), in a transaction that
 * reads the history first, so that two people following up at once each add their own line.
 */
export async function followUp({ enquiry, status, note }: FollowUp): Promise<void> {
  const item = doc(enquiries(), enquiry.id);
  await runTransaction(liteDb(), async (transaction) => {
    const stored = await transaction.get(item);
    if (!stored.exists()) throw new ItemGoneError();
    const history: unknown = stored.get('history');
    const lines = typeof history === 'object' && history !== null ? Object.keys(history).length : 0;
    const wasClosed = stored.get('status') === 'closed';
    transaction.update(item, {
      status,
      [`history.${lines}`]: { at: serverTimestamp(), by: signedInEmail(), status, note: note.trim() },
      closedAt: status === 'closed' ? (wasClosed ? stored.get('closedAt') : serverTimestamp()) : deleteField(),
      updatedAt: serverTimestamp(),
      ...logChange(transaction, { item, title: enquiry.reference, action: 'edit' }),
    });
  });
}
