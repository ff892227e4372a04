import { doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import { readDate, readImageAddress, readText } from '@/lib/documentFields';
import { publicDb } from '@/lib/publicDb';

export interface YearPlanner {
  url: string;
  year: string;
  uploadedAt: Date | null;
}

const planner = () => doc(publicDb(), 'year_planner', 'planner');

/** The current planner, or null when none has been uploaded (or its image address is unusable). */
export async function getYearPlanner(): Promise<YearPlanner | null> {
  const snapshot = await getDoc(planner());
  if (!snapshot.exists()) return null;
  const data = snapshot.data();
  const url = readImageAddress(data, 'url');
  if (!url) return null;
  return { url, year: readText(data, 'year') ?? '', uploadedAt: readDate(data, 'uploadedAt') };
}

export function saveYearPlanner(input: { url: string; year: string }): Promise<void> {
  return setDoc(planner(), { url: input.url, year: input.year.trim(), uploadedAt: serverTimestamp() });
}
