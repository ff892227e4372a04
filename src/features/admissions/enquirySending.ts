/**
 * A parent's enquiry, sent over REST as a visitor (no SDK on a public page): stored under an id made of the parent's
 * mobile, the child's name and the year, so that the same enquiry sent twice (a double tap, a retry on a bad
 * connection, the same parent another day) is stored once. firestore.rules accepts exactly this shape, its status 'new'
 * and its time the server's; nobody but the office can read it back.
 */
import type { SchoolClass } from '@/content/schoolClasses';
import { deviceList } from '@/lib/deviceList';
import { AlreadyStoredError, createDocument } from '@/lib/firestoreRest';
import { storedMobile } from '@/lib/mobileNumber';
import { ENQUIRIES, referenceOf } from './admissionsService';

/** What a parent types and picks in the form. */
export interface EnquiryInput {
  parentName: string;
  mobile: string;
  email: string;
  childName: string;
  dateOfBirth: string;
  classSought: SchoolClass | '';
  currentSchool: string;
  message: string;
  consent: boolean;
}

/** How the enquiry ended: stored now, or stored already (by this device a moment ago, or by the same parent before). */
export type Sent = { reference: string; outcome: 'stored' | 'sent from here before' | 'stored before' };

/** A child's name as the id counts it: the same name in other spaces or letter case is the same child. */
const sameName = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-IN');

/** The enquiry's id: 20 hexadecimal digits of SHA-256 of the stored mobile, the child's name and the year. */
export async function enquiryIdOf(mobile: string, childName: string, year: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${mobile}\n${sameName(childName)}\n${year}`));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('').slice(0, 20);
}

/** The enquiries this device has sent, by id: a second send of one of them is a retry, not a second enquiry. */
const sentHere = deviceList('admission-enquiries-sent', 20);

/** The enquiry's stored fields: text trimmed, the mobile as +91XXXXXXXXXX, an optional field left out when blank. */
function storedFields(input: EnquiryInput, mobile: string, year: string): Record<string, string | boolean> {
  const optional = (field: 'email' | 'currentSchool' | 'message') => (input[field].trim() ? { [field]: input[field].trim() } : {});
  return {
    parentName: input.parentName.trim(),
    mobile,
    ...optional('email'),
    childName: input.childName.trim(),
    dateOfBirth: input.dateOfBirth,
    classSought: input.classSought,
    ...optional('currentSchool'),
    ...optional('message'),
    consent: true,
    year,
    status: 'new',
  };
}

/** Sends the enquiry (checked by the form) for `year`; resolves to its reference and how it ended. */
export async function sendEnquiry(input: EnquiryInput, year: string): Promise<Sent> {
  const mobile = storedMobile(input.mobile);
  if (!mobile) throw new Error('The mobile number is not an Indian mobile number.');
  const id = await enquiryIdOf(mobile, input.childName, year);
  const reference = referenceOf(id);
  // Marked before it is sent: an answer lost on the way back (a bad connection) leaves the enquiry stored, and the
  // retry is then this device's enquiry, not another one.
  const triedHere = sentHere.read().includes(id);
  sentHere.add(id);
  try {
    await createDocument(`${ENQUIRIES}/${id}`, storedFields(input, mobile, year), 'createdAt');
    return { reference, outcome: 'stored' };
  } catch (error) {
    if (error instanceof AlreadyStoredError) return { reference, outcome: triedHere ? 'sent from here before' : 'stored before' };
    throw error;
  }
}
