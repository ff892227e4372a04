/** What only the admin area reads and writes of the council; visitors never download it. */
import { addDoc, deleteDoc, doc, getDocs, setDoc, updateDoc } from 'firebase/firestore/lite';
import { byPriority } from '@/lib/documentFields';
import { councilInfoDocument, membersCollection, toMember, type CouncilMember } from '../councilService';

export interface CouncilMemberDraft {
  name: string;
  position: string;
  year: string;
  imageUrl: string;
  priority: number;
}

/** Every member, for the admin list, those without a numeric priority last. */
export async function listCouncilMembersForAdmin(): Promise<CouncilMember[]> {
  const snapshot = await getDocs(membersCollection());
  return snapshot.docs.map((document) => toMember(document.id, document.data())).sort(byPriority);
}

function memberFields(draft: CouncilMemberDraft) {
  return {
    name: draft.name.trim(),
    position: draft.position.trim(),
    year: draft.year.trim(),
    imageUrl: draft.imageUrl,
    priority: draft.priority,
  };
}

export async function addCouncilMember(draft: CouncilMemberDraft): Promise<string> {
  return (await addDoc(membersCollection(), memberFields(draft))).id;
}

export function updateCouncilMember(id: string, draft: CouncilMemberDraft): Promise<void> {
  return updateDoc(doc(membersCollection(), id), memberFields(draft));
}

export function deleteCouncilMember(id: string): Promise<void> {
  return deleteDoc(doc(membersCollection(), id));
}

/** Saves the council description, creating `council_info/main` if it is missing. */
export function saveCouncilDescription(description: string): Promise<void> {
  return setDoc(councilInfoDocument(), { description: description.trim() });
}
