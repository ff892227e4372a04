import { useQuery } from '@tanstack/react-query';
import { publicQuery } from '@/lib/queries';
import { firstInfrastructureRead, infrastructureRead } from './infrastructureReads';

export const infrastructureQuery = publicQuery(infrastructureRead);

export const useInfrastructure = () => useQuery(infrastructureQuery);

export const firstInfrastructureQuery = (max: number) => publicQuery(firstInfrastructureRead(max));
