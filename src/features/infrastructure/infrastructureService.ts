import { collection, getDocs, query } from 'firebase/firestore/lite';
import { firstByPriority } from '@/lib/firstByPriority';
import { readImageAddress, readImageList, readNumber, readText, withNumericPriority, type DocumentData } from '@/lib/documentFields';
import { publicDb } from '@/lib/publicDb';

export interface InfrastructureItem {
  id: string;
  title: string;
  description: string;
  thumbnailUrl: string | null;
  gallery: string[];
  priority: number | null;
}

export const infrastructureCollection = () => collection(publicDb(), 'infrastructure_items');

function toItem(id: string, data: DocumentData): InfrastructureItem {
  return {
    id,
    title: readText(data, 'title') ?? '',
    description: readText(data, 'description') ?? '',
    thumbnailUrl: readImageAddress(data, 'thumbnailUrl'),
    gallery: readImageList(data, 'gallery'),
    priority: readNumber(data, 'priority'),
  };
}

/** Every stored item, in stored order. */
export async function readAllInfrastructure(): Promise<InfrastructureItem[]> {
  const snapshot = await getDocs(infrastructureCollection());
  return snapshot.docs.map((document) => toItem(document.id, document.data()));
}

/** The first `max` items visitors see, read without the others: the home page's cards. */
export async function listFirstInfrastructure(max: number): Promise<InfrastructureItem[]> {
  const snapshot = await getDocs(query(infrastructureCollection(), ...firstByPriority(max)));
  return withNumericPriority(snapshot.docs.map((document) => toItem(document.id, document.data())));
}

/** The items visitors see: those with a numeric priority, ascending. */
export async function listInfrastructure(): Promise<InfrastructureItem[]> {
  return withNumericPriority(await readAllInfrastructure());
}
