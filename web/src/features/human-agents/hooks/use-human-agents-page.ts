import { useState } from 'react';
import { notify } from '../../../components/notify';
import { serverErrorText } from '../../../lib/api-client';
import {
  type HumanAgent,
  useHumanAgents,
  useRemoveAgent,
  useResendInvitation,
  useRevokeInvitation,
  useSetAgentStatus,
} from '../api/human-agents';

type Pending = { agent: HumanAgent; action: 'deactivate' | 'remove' | 'revoke' };

/**
 * What the Human Agents screen does: the list, the add/edit dialog's target, turning an agent on at once
 * and off or out only after the confirmation, resending or (after the confirmation) revoking an invited
 * agent's invitation, each with its toast.
 */
export function useHumanAgentsPage() {
  const agents = useHumanAgents();
  const setStatus = useSetAgentStatus();
  const remove = useRemoveAgent();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const [editing, setEditing] = useState<{ open: boolean; agent: HumanAgent | null }>({ open: false, agent: null });
  const [confirming, setConfirming] = useState<Pending | null>(null);

  const activate = async (agent: HumanAgent, isActive: boolean) => {
    try {
      await setStatus.mutateAsync({ id: agent.id, isActive });
      notify.success(
        'Status Updated',
        `${agent.firstName} ${agent.lastName} is now ${isActive ? 'active' : 'inactive'}.`,
      );
    } catch (error) {
      notify.error('Failed to update agent status.', serverErrorText(error, 'Please try again.'));
    }
  };
  const confirmed = async () => {
    if (!confirming) return;
    const { agent, action } = confirming;
    if (action === 'deactivate') await activate(agent, false);
    else if (action === 'revoke') {
      try {
        await revoke.mutateAsync(agent.id);
        notify.success('Invitation Revoked', `The invitation to ${agent.email} no longer works.`);
      } catch (error) {
        notify.error('Failed to revoke the invitation.', serverErrorText(error, 'Please try again.'));
      }
    } else {
      try {
        await remove.mutateAsync(agent.id);
        notify.success('Agent Removed', `${agent.firstName} ${agent.lastName} has been deactivated.`);
      } catch (error) {
        notify.error('Failed to remove human agent.', serverErrorText(error, 'Please try again.'));
      }
    }
    setConfirming(null);
  };

  return {
    agents,
    statusPending: setStatus.isPending,
    /** The switch: on at once, off only after the confirmation. */
    toggle: (agent: HumanAgent, on: boolean) =>
      on ? void activate(agent, true) : setConfirming({ agent, action: 'deactivate' }),
    askRemove: (agent: HumanAgent) => setConfirming({ agent, action: 'remove' }),
    askRevoke: (agent: HumanAgent) => setConfirming({ agent, action: 'revoke' }),
    /** A new link mailed at once; the one sent before stops working. */
    resend: async (agent: HumanAgent) => {
      try {
        await resend.mutateAsync(agent.id);
        notify.success(
          'Invitation Resent',
          `A new link is on its way to ${agent.email}; the earlier one no longer works.`,
        );
      } catch (error) {
        notify.error('Failed to resend the invitation.', serverErrorText(error, 'Please try again.'));
      }
    },
    resendPending: resend.isPending,
    confirm: {
      action: confirming?.action ?? null,
      pending: setStatus.isPending || remove.isPending || revoke.isPending,
      run: confirmed,
      cancel: () => setConfirming(null),
    },
    dialog: {
      ...editing,
      add: () => setEditing({ open: true, agent: null }),
      edit: (agent: HumanAgent) => setEditing({ open: true, agent }),
      close: () => setEditing({ open: false, agent: null }),
    },
  };
}
