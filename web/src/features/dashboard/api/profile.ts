import { settings } from '@shared/api/routes/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const fetchProfile = () => api.call(settings.getProfile);

export const profileQuery = queryOptions({ queryKey: ['settings', 'profile'], queryFn: fetchProfile });

export function useProfile() {
  return useQuery(profileQuery);
}
