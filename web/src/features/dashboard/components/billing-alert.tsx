import { Alert, Link } from '@chakra-ui/react';
import { mayAccess } from '@shared/access';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../../lib/api/session';
import { useSubscription } from '../../../lib/api/subscription';
import { sidebarEntry } from '../sidebar-entries';

const BILLING = sidebarEntry('billing')!;

/**
 * The owner is told on the home screen when their plan needs them: a failed payment (past_due) or a
 * plan that has ended (chat is unavailable). Only the owner may call billing routes, so other roles
 * never ask and never see it.
 */
export function BillingAlert() {
  const role = useSession().data?.role;
  const allowed = role !== undefined && mayAccess(role, BILLING.level);
  const sub = useSubscription({ enabled: allowed }).data?.subscription;
  if (!allowed || !sub) return null;
  const link = (
    <Link asChild fontWeight="semibold" color="inherit" textDecoration="underline">
      <RouterLink to={BILLING.to}>Go to Billing &amp; Plan</RouterLink>
    </Link>
  );
  if (sub.ended) {
    return (
      <Alert.Root status="error" variant="surface">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Your plan has ended — chat is unavailable until you choose a plan.</Alert.Title>
          <Alert.Description>{link}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (sub.status === 'past_due') {
    return (
      <Alert.Root status="warning" variant="surface">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Your last payment failed.</Alert.Title>
          <Alert.Description>
            Your {sub.planName} plan ends if the payment cannot be taken. {link}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return null;
}
