import { Badge, Button, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify } from '../../../components/notify';
import { serverErrorText } from '../../../lib/api-client';
import { type AdminClient, useSetClientStatus } from '../api/clients';

/** Spec part 3 §3: active green, suspended red, trial blue, any other value yellow. */
const STATUS_PALETTES: Record<string, string> = { active: 'green', suspended: 'red', trial: 'blue' };

export function ClientStatusBadge({ status }: { status: string }) {
  return (
    <Badge colorPalette={STATUS_PALETTES[status] ?? 'yellow'} variant="subtle">
      {status}
    </Badge>
  );
}

/**
 * The account status, and 'trial' beside it while the tenant is on its signup trial: a billing state,
 * not an account status, so Suspend/Activate keep following the account status alone.
 */
export function ClientStatusBadges({ client }: { client: Pick<AdminClient, 'status' | 'trial'> }) {
  return (
    <HStack gap="1">
      <ClientStatusBadge status={client.status} />
      {client.trial && <ClientStatusBadge status="trial" />}
    </HStack>
  );
}

/**
 * Suspend (an active tenant) or Activate (any other status), after a confirmation. Not offered on the
 * platform's own account, which the server refuses to suspend.
 */
export function ClientStatusAction({ client, label }: { client: AdminClient; label: 'short' | 'long' }) {
  const change = useSetClientStatus();
  const [confirming, setConfirming] = useState(false);
  if (client.isPlatform) return null;
  const suspend = client.status === 'active';
  const verb = suspend ? 'Suspend' : 'Activate';
  const confirm = async () => {
    try {
      await change.mutateAsync({ clientId: client.id, status: suspend ? 'suspended' : 'active' });
      notify.success('Success', 'Client status updated successfully');
      setConfirming(false);
    } catch (error) {
      notify.error('Failed to update client status', serverErrorText(error, 'Please try again.'));
    }
  };
  return (
    <>
      <Button
        size="xs"
        variant="outline"
        colorPalette={suspend ? 'red' : 'green'}
        onClick={() => setConfirming(true)}
        aria-label={label === 'short' ? `${verb} ${client.companyName}` : undefined}
      >
        {label === 'short' ? verb : `${verb} Client`}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`${verb} client`}
        question={`${verb} ${client.companyName}?`}
        detail={
          suspend
            ? 'Its team is signed out of the dashboard on their next request, its chat widget shows “chat unavailable” until you activate it again.'
            : 'Its team can sign in again and its chat widget answers visitors again.'
        }
        confirmLabel={verb}
        pendingLabel={suspend ? 'Suspending...' : 'Activating...'}
        pending={change.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
