import { readDate, readImageAddress, readText } from '@/lib/documentFields';
import { getDocument } from '@/lib/firestoreRest';

export interface YearPlanner {
  url: string;
  year: string;
  uploadedAt: Date | null;
}

export const PLANNER_DOCUMENT = ['year_planner', 'planner'] as const;

/** The current planner, or null when none has been uploaded (or its image address is unusable). */
export async function getYearPlanner(): Promise<YearPlanner | null> {
  const stored = await getDocument(PLANNER_DOCUMENT.join('/'));
  if (!stored) return null;
  const { data } = stored;
  const url = readImageAddress(data, 'url');
  if (!url) return null;
  return { url, year: readText(data, 'year') ?? '', uploadedAt: readDate(data, 'uploadedAt') };
}
