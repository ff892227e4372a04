import { useQuery } from '@tanstack/react-query';
import { DataSection, type SectionQuery } from '@/components/DataSection';
import { PageBanner } from '@/components/PageBanner';
import { paragraphsOf } from '@/lib/paragraphs';
import { councilDescriptionQuery, useCouncilMembers } from './councilQueries';
import type { CouncilMember } from './councilService';
import './CouncilPage.css';

function CouncilMemberCard({ member }: { member: CouncilMember }) {
  return (
    <li className="card council-card">
      <div className="council-card__photo">
        {member.imageUrl ? (
          <img
            src={member.imageUrl}
            alt={`${member.name}, ${member.position}`}
            width={400}
            height={500}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className="council-card__no-photo" role="img" aria-label={`No photo of ${member.name}`}>
            <svg viewBox="0 0 24 24" width="64" height="64" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-9 2.2-9 5.5V22h18v-2.5c0-3.3-4.6-5.5-9-5.5Z" />
            </svg>
          </span>
        )}
      </div>
      <div className="council-card__body">
        <h3 className="council-card__name">{member.name}</h3>
        <p className="council-card__position">{member.position}</p>
        {member.year && <p className="council-card__year">{member.year}</p>}
      </div>
    </li>
  );
}

/**
 * The description and the members, read together and shown together: one loading state that keeps its space, one
 * error with Retry, and nothing that moves when one arrives before the other.
 */
function useCouncil(): SectionQuery<{ paragraphs: string[]; members: CouncilMember[] }> {
  const description = useQuery({ ...councilDescriptionQuery, select: (stored) => paragraphsOf(stored ?? '') });
  const members = useCouncilMembers();
  return {
    data: description.data && members.data && { paragraphs: description.data, members: members.data },
    error: description.error ?? members.error,
    isError: description.isError || members.isError,
    isFetching: description.isFetching || members.isFetching,
    refetch: () => Promise.all([description.isError && description.refetch(), members.isError && members.refetch()]),
  };
}

function CouncilBody() {
  return (
    <DataSection query={useCouncil()} what="the student council" reserve="page" early>
      {({ paragraphs, members }) => (
        <>
          {/* No description document, or an empty one: nothing above the members. */}
          {paragraphs.length > 0 && (
            <div className="card card--edged council-page__description">
              {paragraphs.map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          )}
          <section className="council-page__members" aria-labelledby="council-members-heading">
            <h2 id="council-members-heading" className="section__title">
              Council Members
            </h2>
            {members.length === 0 ? (
              <p className="status-line">No members added yet.</p>
            ) : (
              <ul className="bare-list council-grid">
                {members.map((member) => (
                  <CouncilMemberCard key={member.id} member={member} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </DataSection>
  );
}

export function CouncilPage() {
  return (
    <div className="council-page">
      <PageBanner title="Student Council" eyebrow="Student leadership" />
      <div className="section council-page__body">
        <CouncilBody />
      </div>
    </div>
  );
}
