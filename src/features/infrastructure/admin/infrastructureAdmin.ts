/** What only the admin area reads and writes of the infrastructure items; visitors never download it. */
import { useQuery } from '@tanstack/react-query';
import { collectionWriter } from '@/lib/collectionWriter';
import { readQuery } from '@/lib/queries';
import { itemWrites } from '@/lib/writes';
import { infrastructureKey } from '../infrastructureReads';
import { INFRASTRUCTURE, listInfrastructureForAdmin, type InfrastructureItem } from '../infrastructureService';

export interface InfrastructureDraft {
  title: string;
  description: string;
  thumbnailUrl: string;
  gallery: string[];
  priority: number;
}

export const infrastructureWriter = collectionWriter<InfrastructureDraft, InfrastructureItem>(INFRASTRUCTURE, {
  stored: (item) => ({
    title: item.title.trim(),
    description: item.description.trim(),
    thumbnailUrl: item.thumbnailUrl,
    gallery: item.gallery,
    priority: item.priority,
  }),
  name: (draft) => draft.title.trim(),
});

/** Every item, those visitors cannot see last: the admin list. */
export const allInfrastructureQuery = readQuery([...infrastructureKey, 'all'], listInfrastructureForAdmin);
export const useAllInfrastructure = () => useQuery(allInfrastructureQuery);

/** The admin page's writes, for `useMutation`; each makes every infrastructure query read again. */
export const infrastructureMutations = itemWrites([infrastructureKey], infrastructureWriter);
