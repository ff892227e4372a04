/** What only the admin area reads and writes of the infrastructure items; visitors never download it. */
import { useQuery } from '@tanstack/react-query';
import { collectionWriter } from '@/lib/collectionWriter';
import { liteDocument } from '@/lib/liteDb';
import { listOrder, moveWrite, placeAt } from '@/lib/listOrder';
import { readQuery } from '@/lib/queries';
import { itemWrites } from '@/lib/writes';
import { infrastructureKey } from '../infrastructureReads';
import { INFRASTRUCTURE, listInfrastructureForAdmin, type InfrastructureItem } from '../infrastructureService';

export interface InfrastructureDraft {
  title: string;
  description: string;
  thumbnailUrl: string;
  gallery: string[];
}

export const infrastructureWriter = collectionWriter<InfrastructureDraft, InfrastructureItem>(INFRASTRUCTURE, {
  stored: (item) => ({
    title: item.title.trim(),
    description: item.description.trim(),
    thumbnailUrl: item.thumbnailUrl,
    gallery: item.gallery,
  }),
  name: (draft) => draft.title.trim(),
  // A new item goes last on the Infrastructure page; Move up and Move down change its place.
  created: async () => ({ priority: placeAt('last', (await listInfrastructureForAdmin()).map((item) => item.priority)) }),
});

export const infrastructureOrder = listOrder({ reference: (id) => liteDocument(INFRASTRUCTURE, id), field: 'priority', noun: 'item', plural: 'items' });

/** Every item, those visitors cannot see last: the admin list. */
export const allInfrastructureQuery = readQuery([...infrastructureKey, 'all'], listInfrastructureForAdmin);
export const useAllInfrastructure = () => useQuery(allInfrastructureQuery);

/** The admin page's writes, for `useMutation`; each makes every infrastructure query read again. */
export const infrastructureMutations = { ...itemWrites([infrastructureKey], infrastructureWriter), move: moveWrite(infrastructureOrder.move, [infrastructureKey]) };
