import { Button } from '@chakra-ui/react';
import { useLogout } from '../lib/api/session';

/** The one Logout button (dashboard sidebar, admin header): posts the logout, then goes to the site root. */
export function LogoutButton() {
  const logout = useLogout();
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => logout.mutate()}
      loading={logout.isPending}
      loadingText="Logging out…"
    >
      Logout
    </Button>
  );
}
