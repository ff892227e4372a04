/**
 * The admissions page's fixed parts (its words around what the office keeps in admissions/main, 'Manage Admissions'),
 * the notice beside the enquiry's consent (India's Digital Personal Data Protection Act, 2023), and what the page shows
 * before the office has saved it once.
 */
import { school } from './school';

export const admissions = {
  title: 'Admissions',
  eyebrow: 'Join the school',
  /** How long an enquiry is kept after it is closed: the office's page deletes it for good then (docs/product-rules.md). */
  keptMonthsAfterClosing: 12,
  privacy: {
    heading: 'Why we ask, and what we do with it',
    lines: [
      'We ask for these details only to call you back about a seat for your child.',
      'Only the school’s admissions office sees them. They are not shared, and not used for anything else.',
      'We keep them until the admission is decided, and for 12 months after the enquiry is closed; then they are deleted.',
      `To see what we hold or have it deleted sooner, call ${school.phone.display} or write to ${school.email}, quoting your reference.`,
    ],
  },
  consent: 'I agree that the school keeps these details to call me back about admission, as set out here.',
} as const;

/** What the page shows while the office has not saved it: admissions closed, nothing promised. */
export const shippedAdmissions = {
  open: false,
  year: '',
  opensOn: null,
  intro: 'The school publishes here when admissions open for the next year, the classes offered and how to enquire.',
  classes: [],
  agesOn: '',
  steps: '',
  documents: '',
} as const;
