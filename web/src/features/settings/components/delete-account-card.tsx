import { Button, Dialog, Input, List, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { SectionCard } from '../../../components/section-card';
import { AppDialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field-frame';
import { FormActions } from '../../../components/ui/form-actions';
import { serverErrorText } from '../../../lib/api-client';
import { DELETED_TOAST, useDeleteAccount } from '../hooks/use-delete-account';

/**
 * Delete Account (Settings → Security, owner only): what is erased, then a dialog where the company name
 * must be typed exactly before the button works. The server checks the same name (400 otherwise); on
 * success every session has ended, so the page goes to the landing page with a full load, which also
 * drops every cached tenant record.
 */
export const ERASED = [
  'Leads, conversations and their messages',
  'Intents, widget settings and AI webpages',
  'Team members and their sign-ins',
  'Invoices, usage, integrations and the API key',
];
export { DELETED_TOAST };

export function DeleteAccountCard() {
  const d = useDeleteAccount();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const { companyName, account } = d;

  return (
    <SectionCard
      headingId="delete-account-heading"
      title="Delete account"
      tone="danger"
      description={
        <>
          <Text color="gray.700" fontSize="sm">
            Deleting your account erases all of your company's data at once and cancels your subscription. It cannot be
            undone. This erases:
          </Text>
          <List.Root fontSize="sm" color="gray.700" ps="5">
            {ERASED.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List.Root>
        </>
      }
    >
      <Button colorPalette="red" size="sm" alignSelf="flex-start" disabled={!companyName} onClick={d.openDialog}>
        Delete account
      </Button>
      {account.isError && (
        <Text color="red.700" fontSize="sm">
          {serverErrorText(account.error, 'Could not load your account.')}
        </Text>
      )}

      <AppDialog
        role="alertdialog"
        open={d.open}
        onClose={d.close}
        initialFocus={cancelRef}
        closeButton={false}
        title="Delete account"
        footer={
          <FormActions
            cancelRef={cancelRef}
            onCancel={d.close}
            colorPalette="red"
            submitLabel="Delete account"
            submitDisabled={!d.matches}
            pending={d.deleting}
            pendingLabel="Deleting…"
            onSubmit={d.confirm}
          />
        }
      >
        <Stack gap="4">
          <Dialog.Description asChild>
            <Text>This permanently erases {companyName}'s data, signs everyone out and cancels the subscription.</Text>
          </Dialog.Description>
          <Field
            label={
              <>
                Type <strong>{companyName}</strong> to confirm
              </>
            }
            errorText={d.fieldError}
          >
            <Input value={d.typed} autoComplete="off" onChange={(e) => d.type(e.target.value)} />
          </Field>
        </Stack>
      </AppDialog>
    </SectionCard>
  );
}
