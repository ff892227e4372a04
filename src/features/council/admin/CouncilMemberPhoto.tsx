import type { CouncilMember } from '../councilService';

/** A member's photo in the admin list, or a plain box saying there is none. */
export function CouncilMemberPhoto({ member }: { member: Pick<CouncilMember, 'name' | 'imageUrl'> }) {
  if (!member.imageUrl) {
    return (
      <span className="council-admin__photo council-admin__photo--missing" role="img" aria-label={`No photo of ${member.name}`}>
        No photo
      </span>
    );
  }
  return (
    <img
      className="council-admin__photo"
      src={member.imageUrl}
      alt={`Photo of ${member.name}`}
      width={80}
      height={100}
      loading="lazy"
      decoding="async"
    />
  );
}
