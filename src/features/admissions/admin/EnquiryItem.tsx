import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { AdminItem } from '@/components/admin/AdminItem';
import { boundWrite } from '@/components/admin/boundWrite';
import { FormStatus } from '@/components/admin/FormStatus';
import { ItemSummary } from '@/components/admin/ItemSummary';
import { useGuardedAction } from '@/components/admin/useGuardedAction';
import { school } from '@/content/school';
import { errorText } from '@/lib/errorText';
import { refusedCharacterMessage } from '@/lib/hiddenCharacters';
import { spokenMobile } from '@/lib/mobileNumber';
import { exactTime } from '@/lib/relativeTime';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '../admissionsSchema';
import { ageOn, ageText } from '../childAge';
import { admissionsMutations } from './admissionsAdminQueries';
import type { Enquiry } from './admissionsAdminService';
import { officeDate } from './enquiryCsv';

const NOTE_MAX = 500;

/** The WhatsApp chat with the parent, opened with a greeting from the school. */
function whatsAppLink(enquiry: Enquiry): string {
  const greeting = `Hello ${enquiry.parentName}, this is the admissions office of ${school.name}, about your enquiry ${enquiry.reference} for ${enquiry.childName}.`;
  return `https://wa.me/${enquiry.mobile.replace(/^\+/, '')}?text=${encodeURIComponent(greeting)}`;
}

/** The office's statuses, as the options of a select (the follow-up's and the list's filter). */
export function StatusOptions() {
  return Object.entries(ENQUIRY_STATUSES).map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));
}

/**
 * A new status and a note for the enquiry's history (who and when: the server's, and the activity log). Saved, it says
 * so through `onSaved`, above the list: the enquiry may leave a list filtered by its old status.
 */
function FollowUpForm({ enquiry, onSaved }: { enquiry: Enquiry; onSaved: (message: string | null) => void }) {
  const id = useId();
  const [status, setStatus] = useState<EnquiryStatus>(enquiry.status);
  const [note, setNote] = useState('');
  const form = useGuardedAction();
  const followUp = useMutation(admissionsMutations.followUp);
  const problem = note.length > NOTE_MAX ? `At most ${NOTE_MAX} characters: ${note.length - NOTE_MAX} too many.` : refusedCharacterMessage(note, false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (problem) return;
    onSaved(null);
    void form.run(async () => {
      await followUp.mutateAsync({ enquiry, status, note });
      setNote('');
      onSaved(`✅ ${enquiry.reference}: ${ENQUIRY_STATUSES[status]}${note.trim() ? ', with the note' : ''}.`);
    }, (error) => `❌ Could not save the follow-up: ${errorText(error)}`);
  }

  return (
    <form className="enquiry-admin__follow-up" onSubmit={submit} aria-label={`Follow up ${enquiry.reference}`}>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-status`}>
          Status
        </label>
        <select id={`${id}-status`} className="field__input" value={status} onChange={(event) => setStatus(event.target.value as EnquiryStatus)}>
          <StatusOptions />
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-note`}>
          Note (who you spoke to, what was agreed)
        </label>
        <input
          id={`${id}-note`}
          className="field__input"
          value={note}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => setNote(event.target.value)}
        />
        {problem && (
          <span id={`${id}-problem`} className="field__error">
            {problem}
          </span>
        )}
      </div>
      <button type="submit" className="button button--small" aria-busy={form.busy}>
        {form.busy ? 'Saving…' : 'Save follow-up'}
      </button>
      <FormStatus message={form.message} />
    </form>
  );
}

/**
 * One enquiry as the office follows it up: the parent and the child (the child's age on the class's cut-off day), when
 * it came, one tap to call or to open WhatsApp, its history, the follow-up form, and deletion on the parent's request.
 */
export function EnquiryItem({ enquiry, agesOn, onSaved }: { enquiry: Enquiry; agesOn: string; onSaved: (message: string | null) => void }) {
  const age = agesOn && enquiry.dateOfBirth ? ageOn(enquiry.dateOfBirth, agesOn) : null;
  const child = `${enquiry.childName}, ${enquiry.classSought ? `Class ${enquiry.classSought}` : 'no class'}`;
  return (
    <AdminItem
      name={enquiry.reference}
      className="enquiry-admin"
      remove={{
        noun: 'enquiry',
        label: 'Delete forever',
        write: boundWrite(admissionsMutations.erase, { id: enquiry.id, createdAt: enquiry.createdAt }),
        question: `Delete the enquiry ${enquiry.reference} (${enquiry.childName}) for good, as the parent asked? Nothing of it is kept: it cannot be restored.`,
        failure: `Could not delete ${enquiry.reference}`,
        done: `✅ Deleted ${enquiry.reference} for good.`,
      }}
    >
      <ItemSummary
        title={`${enquiry.reference} · ${child}`}
        meta={[
          ENQUIRY_STATUSES[enquiry.status],
          enquiry.createdAt ? `Received ${officeDate(enquiry.createdAt)}` : null,
          enquiry.dateOfBirth ? `Born ${officeDate(enquiry.dateOfBirth)}${age ? `: ${ageText(age)} on ${officeDate(agesOn)}` : ''}` : null,
        ]}
        text={enquiry.message || null}
      >
        <p className="enquiry-admin__parent">
          <bdi>{enquiry.parentName}</bdi> · <a href={`tel:${enquiry.mobile}`}>Call {spokenMobile(enquiry.mobile)}</a> ·{' '}
          <a href={whatsAppLink(enquiry)} target="_blank" rel="noopener noreferrer">
            WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          {enquiry.email && (
            <>
              {' '}
              · <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a>
            </>
          )}
          {enquiry.currentSchool && <> · Now at <bdi>{enquiry.currentSchool}</bdi></>}
        </p>
        {enquiry.history.length > 0 && (
          <ol className="enquiry-admin__history" aria-label={`History of ${enquiry.reference}`}>
            {enquiry.history.map((line, index) => (
              <li key={index}>
                {line.at ? exactTime(line.at) : ''} · {ENQUIRY_STATUSES[line.status]} · <bdi>{line.by}</bdi>
                {line.note && (
                  <>
                    : <bdi>{line.note}</bdi>
                  </>
                )}
              </li>
            ))}
          </ol>
        )}
        <FollowUpForm key={enquiry.status} enquiry={enquiry} onSaved={onSaved} />
      </ItemSummary>
    </AdminItem>
  );
}
