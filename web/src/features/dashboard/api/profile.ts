import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '../../../../../shared/schemas/identity';
import { api } from '../../../lib/api-client';

export const fetchProfile = () => api.get<Profile>('/api/settings/profile');

export const profileQuery = queryOptions({ queryKey: ['settings', 'profile'], queryFn: fetchProfile });

export function useProfile() {
  return useQuery(profileQuery);
}
