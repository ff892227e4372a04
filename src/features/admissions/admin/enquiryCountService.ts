/**
 * The count of new enquiries (not yet followed up), beside the dashboard's 'Manage Admissions': a module of its own, so
 * that the dashboard fetches this one query and nothing else of the admissions page (not even admissionsService.ts,
 * whose ENQUIRIES names the same collection).
 */
import { collection, getCount, query, where } from 'firebase/firestore/lite';
import { liteDb } from '@/lib/liteDb';

/** The query key of everything read of the enquiries: a follow-up or a deletion reads them all again. */
export const enquiriesKey = ['enquiries'] as const;

export async function countNewEnquiries(): Promise<number> {
  return (await getCount(query(collection(liteDb(), 'enquiries'), where('status', '==', 'new')))).data().count;
}
