import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import { admissions } from '@/content/admissions';
import { readStored, subscribeToStored, writeStored } from '@/lib/deviceStorage';
import { school } from '@/content/school';
import { FirestoreReadError } from '@/lib/firestoreRest';
import { formatIsoDate, todayIsoDate } from '@/lib/isoDate';
import { spokenMobile, storedMobile } from '@/lib/mobileNumber';
import { useOnline } from '@/lib/useOnline';
import { enquiryFields as fields } from './admissionsSchema';
import type { Admissions } from './admissionsService';
import { ageOn, ageText } from './childAge';
import { enquiryProblems, type EnquiryProblems } from './enquiryChecks';
import { sendEnquiry, type EnquiryInput, type Sent } from './enquirySending';

/** Where what a parent typed is kept on the phone until it is sent (a reload, a lost connection lose nothing). */
const DRAFT_KEY = 'admission-enquiry-draft';

const EMPTY: EnquiryInput = {
  parentName: '',
  mobile: '',
  email: '',
  childName: '',
  dateOfBirth: '',
  classSought: '',
  currentSchool: '',
  message: '',
  consent: false,
};

/** The draft kept as `text`, or an empty form. */
function draftOf(text: string | null): EnquiryInput {
  try {
    const kept: unknown = JSON.parse(text ?? 'null');
    return kept && typeof kept === 'object' ? { ...EMPTY, ...(kept as Partial<EnquiryInput>) } : EMPTY;
  } catch {
    return EMPTY;
  }
}

const subscribeToDraft = (changed: () => void) => subscribeToStored(DRAFT_KEY, changed);
const readDraft = () => readStored(DRAFT_KEY);

type Outcome =
  | { kind: 'sent'; sent: Sent; child: string; mobile: string }
  | { kind: 'offline' }
  | { kind: 'failed' }
  | { kind: 'refused'; child: string }
  | null;

const OFFLINE = 'You’re offline: sending an enquiry needs a connection. What you typed is kept on this phone: press Send enquiry again once you are connected.';
const FAILED = 'Your enquiry could not be sent just now. What you typed is kept: please try again in a moment, or call the office.';

/**
 * The database refused an enquiry the form had checked: it is stored already (where the database answers so rather
 * than with 'already there'), or admissions closed or moved to another year since the page was opened. Either way,
 * trying again will not help, and nothing must read as received.
 */
function Refused({ child }: { child: string }) {
  return (
    <>
      We could not take this enquiry for {child}. If you have sent one for {child} before, the office has it and will call you. If not,
      please call the office on <a href={`tel:${school.phone.dial}`}>{school.phone.display}</a>.
    </>
  );
}

/** One labelled field of the form, its problem under it (the control is marked invalid and described by it). */
function Field({ label, hint, problem, children }: { label: string; hint?: string; problem?: string; children: (control: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true }) => ReactNode }) {
  const id = useId();
  const described = [hint && `${id}-hint`, problem && `${id}-problem`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-describedby': described, 'aria-invalid': problem ? true : undefined })}
      {hint && (
        <span id={`${id}-hint`} className="enquiry__hint">
          {hint}
        </span>
      )}
      {problem && (
        <span id={`${id}-problem`} className="enquiry__problem">
          {problem}
        </span>
      )}
    </div>
  );
}

/** What the parent sees once the enquiry is stored: its reference, and what happens next. */
function Confirmation({ outcome }: { outcome: Extract<Outcome, { kind: 'sent' }> }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { sent, child, mobile } = outcome;
  return (
    <div className="card enquiry enquiry--sent" role="status">
      <h3 ref={heading} tabIndex={-1} className="enquiry__title">
        {sent.outcome === 'stored before' ? `We already have your enquiry for ${child}; the office will call you.` : `Thank you: we have your enquiry for ${child}.`}
      </h3>
      <p>
        Your reference is <strong className="enquiry__reference">{sent.reference}</strong>. Quote it when you call or visit.
      </p>
      <p>
        What happens next: the admissions office calls you on <bdi>{spokenMobile(mobile)}</bdi> to book a visit of the campus. After the visit
        you receive the application form and the list of documents to bring.
      </p>
    </div>
  );
}

/**
 * The enquiry form of the admissions page (admissions open): the parent's name and mobile, the child's name, birth
 * day and class, and consent beside why the school asks. Checked as the rules check it, a problem under its field;
 * sent once however often it is tapped (the same enquiry is stored once); offline, it says it needs a connection and
 * keeps what was typed, also across a reload. A field no person sees (`website`) catches scripts: filled, nothing is sent.
 */
export function EnquiryForm({ offer }: { offer: Admissions }) {
  // What was typed here, else the draft kept on this device (none while prerendering and hydrating: the form is empty).
  const [typed, setTyped] = useState<EnquiryInput | null>(null);
  const kept = useSyncExternalStore(subscribeToDraft, readDraft, () => null);
  const draft = useMemo(() => draftOf(kept), [kept]);
  const input = typed ?? draft;
  const [problems, setProblems] = useState<EnquiryProblems>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const trap = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const online = useOnline();

  const change = <K extends keyof EnquiryInput>(field: K, value: EnquiryInput[K]) => {
    const next = { ...input, [field]: value };
    setTyped(next);
    writeStored(DRAFT_KEY, JSON.stringify(next));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    const found = enquiryProblems(input, offer.classes, todayIsoDate());
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setOutcome(null);
      // The first field with a problem takes the focus, in the form's order.
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const mobile = storedMobile(input.mobile) ?? input.mobile;
    if (trap.current?.value) {
      setOutcome({ kind: 'sent', sent: { reference: 'ADM-000000', outcome: 'stored' }, child: input.childName.trim(), mobile });
      return;
    }
    if (!navigator.onLine) {
      setOutcome({ kind: 'offline' });
      return;
    }
    sending.current = true;
    setBusy(true);
    try {
      const sent = await sendEnquiry(input, offer.year);
      writeStored(DRAFT_KEY, null);
      setOutcome({ kind: 'sent', sent, child: input.childName.trim(), mobile });
    } catch (error) {
      console.error('The enquiry was not sent.', error);
      if (error instanceof FirestoreReadError && error.status === 403) setOutcome({ kind: 'refused', child: input.childName.trim() });
      else setOutcome({ kind: navigator.onLine && !(error instanceof TypeError) ? 'failed' : 'offline' });
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  if (outcome?.kind === 'sent') return <Confirmation outcome={outcome} />;

  const chosen = offer.classes.find((offered) => offered.class === input.classSought);
  const age = offer.agesOn && input.dateOfBirth ? ageOn(input.dateOfBirth, offer.agesOn) : null;
  return (
    <form ref={form} className="card enquiry" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="enquiry-heading">
      <h3 id="enquiry-heading" className="enquiry__title">
        Enquire about a seat for {offer.year}
      </h3>
      <p className="enquiry__lead">The office calls you back within two working days. Fields marked optional may be left empty.</p>
      <Field label={fields.parentName.label} problem={problems.parentName}>
        {(control) => <input {...control} className="field__input" autoComplete="name" maxLength={fields.parentName.max} value={input.parentName} onChange={(event) => change('parentName', event.target.value)} />}
      </Field>
      <Field label={fields.mobile.label} hint="10 digits; +91 is added for you." problem={problems.mobile}>
        {(control) => <input {...control} className="field__input" type="tel" inputMode="tel" autoComplete="tel" maxLength={20} value={input.mobile} onChange={(event) => change('mobile', event.target.value)} />}
      </Field>
      <Field label={fields.email.label} problem={problems.email}>
        {(control) => <input {...control} className="field__input" type="email" autoComplete="email" maxLength={fields.email.max} value={input.email} onChange={(event) => change('email', event.target.value)} />}
      </Field>
      <Field label={fields.childName.label} problem={problems.childName}>
        {(control) => <input {...control} className="field__input" autoComplete="off" maxLength={fields.childName.max} value={input.childName} onChange={(event) => change('childName', event.target.value)} />}
      </Field>
      <Field label={fields.dateOfBirth.label} problem={problems.dateOfBirth}>
        {(control) => <input {...control} className="field__input" type="date" max={todayIsoDate()} value={input.dateOfBirth} onChange={(event) => change('dateOfBirth', event.target.value)} />}
      </Field>
      <Field
        label={fields.classSought.label}
        hint={chosen ? `Needs ${chosen.age}${offer.agesOn ? ` on ${formatIsoDate(offer.agesOn)}` : ''}${age ? `: your child will be ${ageText(age)} then.` : '.'}` : undefined}
        problem={problems.classSought}
      >
        {(control) => (
          <select {...control} className="field__input" value={input.classSought} onChange={(event) => change('classSought', event.target.value as EnquiryInput['classSought'])}>
            <option value="">Choose a class</option>
            {offer.classes.map((offered) => (
              <option key={offered.class} value={offered.class}>
                Class {offered.class}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={fields.currentSchool.label} problem={problems.currentSchool}>
        {(control) => <input {...control} className="field__input" autoComplete="off" maxLength={fields.currentSchool.max} value={input.currentSchool} onChange={(event) => change('currentSchool', event.target.value)} />}
      </Field>
      <Field label={fields.message.label} hint={`${input.message.length.toLocaleString('en-IN')} of ${fields.message.max.toLocaleString('en-IN')} characters.`} problem={problems.message}>
        {(control) => <textarea {...control} className="field__input" rows={4} value={input.message} onChange={(event) => change('message', event.target.value)} />}
      </Field>
      <div className="enquiry__privacy">
        <h4>{admissions.privacy.heading}</h4>
        <ul>
          {admissions.privacy.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      <div className="enquiry__consent">
        <input
          id="enquiry-consent"
          type="checkbox"
          checked={input.consent}
          aria-invalid={problems.consent ? true : undefined}
          aria-describedby={problems.consent ? 'enquiry-consent-problem' : undefined}
          onChange={(event) => change('consent', event.target.checked)}
        />
        <label htmlFor="enquiry-consent">{admissions.consent}</label>
        {problems.consent && (
          <span id="enquiry-consent-problem" className="enquiry__problem">
            {problems.consent}
          </span>
        )}
      </div>
      {/* Not for people: hidden from sight and from screen readers; a script that fills every field fills it. */}
      <div className="enquiry__trap" aria-hidden="true">
        <label htmlFor="enquiry-website">Website</label>
        <input ref={trap} id="enquiry-website" name="website" tabIndex={-1} autoComplete="off" />
      </div>
      {!online && <p className="enquiry__offline">You’re offline. You can fill in the form; it is sent once you are connected.</p>}
      {outcome && (
        <p className="form-status form-status--error" role="alert">
          {outcome.kind === 'refused' ? <Refused child={outcome.child} /> : outcome.kind === 'offline' ? OFFLINE : FAILED}
        </p>
      )}
      <button type="submit" className="button enquiry__send" aria-busy={busy}>
        {busy ? 'Sending…' : 'Send enquiry'}
      </button>
    </form>
  );
}
