import { doc, getDoc } from 'firebase/firestore/lite';
import { readDate, readImageAddress, readText } from '@/lib/documentFields';
import { publicDb } from '@/lib/publicDb';

export interface YearPlanner {
  url: string;
  year: string;
  uploadedAt: Date | null;
}

export const plannerDocument = () => doc(publicDb(), 'year_planner', 'planner');

/** The current planner, or null when none has been uploaded (or its image address is unusable). */
export async function getYearPlanner(): Promise<YearPlanner | null> {
  const snapshot = await getDoc(plannerDocument());
  if (!snapshot.exists()) return null;
  const data = snapshot.data();
  const url = readImageAddress(data, 'url');
  if (!url) return null;
  return { url, year: readText(data, 'year') ?? '', uploadedAt: readDate(data, 'uploadedAt') };
}
