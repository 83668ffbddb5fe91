import { Button, Code, Flex, Stack, Text } from '@chakra-ui/react';
import { settings } from '@shared/api/routes/settings';
import { v1 } from '@shared/api/routes/v1';
import type { ApiKeyStatus } from '@shared/schemas/public-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CopyableCode } from '../../../components/copyable-code';
import { notify } from '../../../components/notify';
import { SectionCard } from '../../../components/section-card';
import { api, serverErrorText } from '../../../lib/api-client';
import { copyWithToast } from '../../../lib/clipboard';
import { ShownOnceAlert } from './shown-once-alert';

/**
 * The tenant's API key (Settings → Security; owner only): the masked current key, Regenerate (after a
 * confirmation; the new key is shown once, with Copy) and Revoke. The read API it opens is documented in
 * docs/api.md. The card keeps the shown key only in its own state: leaving the page forgets it.
 */
const KEY_QUERY = ['settings', 'api-key'] as const;
export const REGENERATE_CONFIRM =
  'Generate a new API key? The current key stops working at once; scripts that use it must be updated.';
export const REVOKE_CONFIRM = 'Revoke the API key? Anything that uses it loses access at once.';
export const SHOWN_ONCE_WARNING = 'Copy this key now. It will not be shown again.';

/** `parley_AbCd••••••••wXyZ`: enough to tell keys apart, nothing to use. */
export const maskKey = (k: Pick<ApiKeyStatus, 'prefix' | 'last4'>) => `${k.prefix}${'•'.repeat(8)}${k.last4}`;

const formatDate = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' }) : 'Never';

export function ApiKeyCard() {
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: KEY_QUERY,
    queryFn: () => api.call(settings.apiKeyGet),
  });
  const [confirming, setConfirming] = useState<'regenerate' | 'revoke' | null>(null);
  const [shownKey, setShownKey] = useState<string | null>(null);

  const regenerate = useMutation({
    mutationFn: () => api.call(settings.apiKeyRegenerate),
    onSuccess: (r) => {
      setShownKey(r.key);
      queryClient.setQueryData(KEY_QUERY, { apiKey: r.apiKey });
    },
  });
  const revoke = useMutation({
    mutationFn: () => api.call(settings.apiKeyRevoke),
    onSuccess: () => {
      setShownKey(null);
      queryClient.setQueryData(KEY_QUERY, { apiKey: null });
    },
  });

  const run = async (action: 'regenerate' | 'revoke') => {
    try {
      if (action === 'regenerate') await regenerate.mutateAsync();
      else {
        await revoke.mutateAsync();
        notify.success('API key revoked', 'Requests with the old key are refused from now on.');
      }
    } catch (error) {
      notify.error(
        action === 'regenerate' ? 'Could not generate a key' : 'Could not revoke the key',
        serverErrorText(error, 'Please try again.'),
      );
    } finally {
      setConfirming(null);
    }
  };

  const copy = () =>
    shownKey &&
    copyWithToast(
      shownKey,
      ['Copied', 'The API key is on your clipboard.'],
      ['Could not copy', 'Select the key and copy it yourself.'],
    );

  const current = status.data?.apiKey ?? null;
  return (
    <SectionCard
      headingId="api-key-heading"
      title="API key"
      description={
        <Text color="gray.700" fontSize="sm">
          Read your leads and conversations from your own systems with <Code>Authorization: Bearer</Code> and this key (
          {v1.listLeads.method} {v1.listLeads.path}, {v1.listConversations.method} {v1.listConversations.path}).
        </Text>
      }
    >
      {shownKey && (
        <ShownOnceAlert warning={SHOWN_ONCE_WARNING}>
          <CopyableCode testId="new-api-key" value={shownKey} onCopy={copy} size="sm" />
        </ShownOnceAlert>
      )}

      {status.isPending ? (
        <Text color="gray.700">Loading…</Text>
      ) : status.isError ? (
        <Text color="red.700">{serverErrorText(status.error, 'Could not load the API key.')}</Text>
      ) : current ? (
        <Stack gap="1" fontSize="sm">
          <Text>
            Current key: <Code data-testid="masked-api-key">{maskKey(current)}</Code>
          </Text>
          <Text color="gray.700">
            Created {formatDate(current.createdAt)} · Last used {formatDate(current.lastUsedAt)}
          </Text>
        </Stack>
      ) : (
        <Text color="gray.700">No API key yet.</Text>
      )}

      <Flex gap="2" wrap="wrap">
        <Button
          colorPalette="blue"
          size="sm"
          disabled={status.isPending || status.isError}
          onClick={() => setConfirming('regenerate')}
        >
          {current ? 'Regenerate' : 'Generate API key'}
        </Button>
        {current && (
          <Button colorPalette="red" variant="outline" size="sm" onClick={() => setConfirming('revoke')}>
            Revoke
          </Button>
        )}
      </Flex>

      <ConfirmDialog
        open={confirming === 'regenerate'}
        title={current ? 'Regenerate API key' : 'Generate API key'}
        question={current ? REGENERATE_CONFIRM : 'Generate an API key for the read API?'}
        confirmLabel={current ? 'Regenerate' : 'Generate'}
        pendingLabel="Generating…"
        pending={regenerate.isPending}
        onConfirm={() => run('regenerate')}
        onClose={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'revoke'}
        title="Revoke API key"
        question={REVOKE_CONFIRM}
        confirmLabel="Revoke"
        pendingLabel="Revoking…"
        pending={revoke.isPending}
        onConfirm={() => run('revoke')}
        onClose={() => setConfirming(null)}
      />
    </SectionCard>
  );
}
