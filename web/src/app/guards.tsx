import { Button, Center, Text, VStack } from '@chakra-ui/react';
import { mayAccess, type RoleLevel } from '@shared/access';
import type { Role } from '@shared/enums';
import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LogoutButton } from '../components/logout-button';
import { NoAccess } from '../components/no-access';
import { PageSpinner } from '../components/page-spinner';
import { homePathFor, sessionQueryKey, useSession } from '../lib/api/session';
import { errorStatus, loadErrorText, onUnauthorized } from '../lib/api-client';

/**
 * Lets a signed-in user with one of `roles` through. No session → /login (remembering where they were
 * going); a signed-in user of another role → their own home. While mounted, any 401 from the API
 * (after the client's one refresh attempt) clears the session, which sends the user to /login.
 */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  const session = useSession();
  const location = useLocation();
  const queryClient = useQueryClient();

  useEffect(() => onUnauthorized(() => queryClient.setQueryData(sessionQueryKey, null)), [queryClient]);
  // The session's answer arrives as a store update, which React renders in one uninterrupted task; the
  // screen behind the guard (the whole dashboard) is rendered from the deferred copy instead, in slices
  // that leave the main thread free between them (a phone's CPU was blocked for a second here).
  const pending = useDeferredValue(session.isPending);

  if (pending) return <PageSpinner label="Checking your session…" />;
  if (session.isError) {
    return (
      <Center minH="60vh">
        <VStack gap="3">
          <Text role="alert">
            {loadErrorText(session.error, { failed: "We couldn't check your session. Please try again." })}
          </Text>
          {/* refused (a suspended organisation): asking again gets the same answer; signing out is the way on */}
          {errorStatus(session.error) === 403 ? (
            <LogoutButton />
          ) : (
            <Button onClick={() => void session.refetch()} loading={session.isFetching}>
              Try again
            </Button>
          )}
        </VStack>
      </Center>
    );
  }
  const user = session.data;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (!roles.includes(user.role)) return <Navigate to={homePathFor(user.role)} replace />;
  return <Outlet />;
}

/**
 * A screen inside a signed-in area that only some roles may open (the same level its sidebar entry and
 * its API use). Typing or bookmarking the URL shows why it is closed instead of a page of 403 errors.
 * Mounted under RequireRole, so the session is already loaded.
 */
export function RequireLevel({ level, title }: { level: RoleLevel; title: string }) {
  const user = useSession().data;
  if (user && !mayAccess(user.role, level)) {
    // "Back to Dashboard" means the dashboard, also for human agents (whose home is the Agent Portal)
    return (
      <NoAccess title={title} role={user.role} backTo={user.role === 'admin' ? homePathFor('admin') : '/dashboard'} />
    );
  }
  return <Outlet />;
}
