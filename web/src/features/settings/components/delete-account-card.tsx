import { Button, Card, Dialog, Field, Heading, Input, List, Portal, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { settings } from '../../../../../shared/api/routes/settings';
import { notify } from '../../../components/notify';
import { api, serverErrorText, serverFieldErrors } from '../../../lib/api-client';

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
export const DELETED_TOAST = 'Your account has been deleted';

export function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const account = useQuery({
    queryKey: ['settings', 'account'],
    queryFn: () => api.call(settings.getAccount),
  });
  const remove = useMutation({
    mutationFn: (confirmation: string) => api.call(settings.deleteAccount, { body: { confirmation } }),
    onSuccess: () => {
      notify.success(DELETED_TOAST, 'Your data has been erased and your subscription cancelled.');
      // the toast shows while the landing page loads; the full load forgets the signed-in state
      setTimeout(() => window.location.assign('/'), 1500);
    },
    onError: (error) => {
      setFieldError(serverFieldErrors(error).confirmation);
      notify.error('Could not delete the account', serverErrorText(error, 'Please try again.'));
    },
  });

  const companyName = account.data?.companyName;
  const matches = companyName !== undefined && typed === companyName;
  const close = () => {
    if (remove.isPending) return;
    setOpen(false);
    setTyped('');
    setFieldError(undefined);
  };

  return (
    <Card.Root variant="outline" bg="white" borderColor="red.300" as="section" aria-labelledby="delete-account-heading">
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading as="h3" size="md" id="delete-account-heading" color="red.700">
            Delete account
          </Heading>
          <Text color="gray.700" fontSize="sm">
            Deleting your account erases all of your company's data at once and cancels your subscription. It cannot be
            undone. This erases:
          </Text>
          <List.Root fontSize="sm" color="gray.700" ps="5">
            {ERASED.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List.Root>
        </Stack>
        <Button
          colorPalette="red"
          size="sm"
          alignSelf="flex-start"
          disabled={!companyName}
          onClick={() => setOpen(true)}
        >
          Delete account
        </Button>
        {account.isError && (
          <Text color="red.700" fontSize="sm">
            {serverErrorText(account.error, 'Could not load your account.')}
          </Text>
        )}
      </Card.Body>

      <Dialog.Root
        role="alertdialog"
        open={open}
        onOpenChange={(event) => {
          if (!event.open) close();
        }}
        initialFocusEl={() => cancelRef.current}
        placement="center"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px="4">
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>Delete account</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Dialog.Description asChild>
                    <Text>
                      This permanently erases {companyName}'s data, signs everyone out and cancels the subscription.
                    </Text>
                  </Dialog.Description>
                  <Field.Root invalid={fieldError !== undefined}>
                    <Field.Label>
                      Type <strong>{companyName}</strong> to confirm
                    </Field.Label>
                    <Input
                      value={typed}
                      autoComplete="off"
                      onChange={(e) => {
                        setTyped(e.target.value);
                        setFieldError(undefined);
                      }}
                    />
                    {fieldError && <Field.ErrorText>{fieldError}</Field.ErrorText>}
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button ref={cancelRef} variant="outline" disabled={remove.isPending} onClick={close}>
                  Cancel
                </Button>
                <Button
                  colorPalette="red"
                  disabled={!matches}
                  loading={remove.isPending}
                  loadingText="Deleting…"
                  onClick={() => remove.mutate(typed)}
                >
                  Delete account
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Card.Root>
  );
}
