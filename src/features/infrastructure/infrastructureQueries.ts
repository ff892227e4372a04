import { useQuery } from '@tanstack/react-query';
import { publicQuery } from '@/lib/queries';
import { listFirstInfrastructure, listInfrastructure } from './infrastructureService';

/** Every infrastructure query starts with this key; a write to the items invalidates them all. */
export const infrastructureKey = ['infrastructure'] as const;

/** The items visitors see: numeric priority only, ascending. */
export const infrastructureQuery = publicQuery([...infrastructureKey, 'visible'], listInfrastructure);

export const useInfrastructure = () => useQuery(infrastructureQuery);

/** The first `max` of them, read alone: the home page's cards. */
export const firstInfrastructureQuery = (max: number) =>
  publicQuery([...infrastructureKey, 'first', max], () => listFirstInfrastructure(max));
