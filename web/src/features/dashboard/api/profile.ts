import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface Profile {
  fullName?: string;
  username?: string;
  email?: string;
  company?: string;
  phone?: string;
  timezone?: string;
  language?: string;
}

export const profileQueryKey = ['settings', 'profile'] as const;

export function useProfile() {
  return useQuery({ queryKey: profileQueryKey, queryFn: () => api.get<Profile>('/api/settings/profile') });
}
