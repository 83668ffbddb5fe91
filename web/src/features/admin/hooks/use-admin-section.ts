import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { type AdminSection, adminPath, sectionOf } from '../components/sections';

/**
 * The admin section the URL names (/admin/:section, the dashboard at /admin), and a way to open another:
 * each opens as a history entry, so back, refresh and a shared link land on it. An unknown section is
 * undefined (the page sends it to the dashboard).
 */
export function useAdminSection(): [AdminSection | undefined, (section: AdminSection) => void] {
  const navigate = useNavigate();
  const section = sectionOf(useParams().section);
  const open = useCallback(
    (next: AdminSection) => {
      if (next !== section) navigate(adminPath(next));
    },
    [navigate, section],
  );
  return [section, open];
}
