import { publicRead } from '@/lib/publicRead';
import { listFirstInfrastructure, listInfrastructure } from './infrastructureService';

/** What visitors' pages read of the infrastructure (src/lib/publicRead.ts). A write to the items invalidates every read of this key. */
export const infrastructureKey = ['infrastructure'] as const;

/** The items visitors see: numeric priority only, ascending. */
export const infrastructureRead = publicRead([...infrastructureKey, 'visible'], listInfrastructure);

/** The first `max` of them, read alone: the home page's cards. */
export const firstInfrastructureRead = (max: number) => publicRead([...infrastructureKey, 'first', max], () => listFirstInfrastructure(max));
