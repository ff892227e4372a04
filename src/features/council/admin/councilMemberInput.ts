import { parseRequiredPriority } from '@/components/admin/requiredPriority';
import type { CouncilMember, CouncilMemberDraft } from '../councilService';

/** What the admin types for a member; the photo is picked separately. */
export interface CouncilMemberInput {
  name: string;
  position: string;
  year: string;
  /** The number input's text: empty when nothing (or nothing numeric) was typed. */
  priority: string;
}

export const EMPTY_MEMBER_INPUT: CouncilMemberInput = { name: '', position: '', year: '', priority: '' };

/** The specification's message when any of the five fields is missing. */
export const ALL_FIELDS_REQUIRED = 'All fields are required!';

export function inputOfMember(member: CouncilMember): CouncilMemberInput {
  return {
    name: member.name,
    position: member.position,
    year: member.year,
    priority: member.priority === null ? '' : String(member.priority),
  };
}

/** A member ready to save, or null when a text field is blank, the priority is not a number or there is no photo. */
export function memberDraft(input: CouncilMemberInput, imageUrl: string | null): CouncilMemberDraft | null {
  const priority = parseRequiredPriority(input.priority);
  if (!isMemberInputComplete(input) || priority === null || !imageUrl) return null;
  return { name: input.name.trim(), position: input.position.trim(), year: input.year.trim(), priority, imageUrl };
}

/** Whether the four typed fields are filled in (the photo is checked by the form). */
export function isMemberInputComplete(input: CouncilMemberInput): boolean {
  return input.name.trim() !== '' && input.position.trim() !== '' && input.year.trim() !== '' && parseRequiredPriority(input.priority) !== null;
}
