import {
  Box,
  Button,
  CloseButton,
  Dialog,
  Field,
  Flex,
  NativeSelect,
  Portal,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { type ReactNode, useEffect, useState } from 'react';
import { LEAD_STATUSES } from '../../../../../shared/enums';
import { MAX_NOTES_CHARS } from '../../../../../shared/schemas/leads';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify } from '../../../components/notify';
import { PageSpinner } from '../../../components/page-spinner';
import { serverErrorText } from '../../../lib/api-client';
import { download } from '../../../lib/download';
import {
  type LeadRow,
  leadExportPath,
  useEnrichLead,
  useEraseLead,
  useLeadDetail,
  useSetLeadStatus,
} from '../api/leads';
import { AiInsights } from './ai-insights';
import { formatDateTime, SOURCE_LABELS, STATUS_LABELS } from './labels';
import { Transcript } from './transcript';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text as="dt" fontSize="xs" color="gray.600" fontWeight="medium">
        {label}
      </Text>
      <Box as="dd" fontSize="sm" color="gray.900" wordBreak="break-word">
        {children || '—'}
      </Box>
    </Box>
  );
}

/**
 * The Manage dialog (spec §2.2): Details (the status select saves at once, internal notes, the lead's
 * information), AI Insights, and the Conversation transcript. Owners may also export or erase the person.
 */
export function ManageLeadDialog(props: {
  leadId: string | null;
  isOwner: boolean;
  bulkRunning: boolean;
  onBulkEnrich(): void;
  onClose(): void;
}) {
  const detail = useLeadDetail(props.leadId);
  const setStatus = useSetLeadStatus();
  const enrich = useEnrichLead();
  const erase = useEraseLead();
  const [notes, setNotes] = useState('');
  const [confirmErase, setConfirmErase] = useState(false);
  const lead = detail.data?.lead;
  useEffect(() => {
    setNotes(lead?.internalNotes ?? '');
  }, [lead?.internalNotes]);

  const changeStatus = async (status: LeadRow['status']) => {
    if (!lead) return;
    try {
      await setStatus.mutateAsync({ id: lead.id, status });
      notify.success('Lead status updated successfully', `${lead.name} is now ${STATUS_LABELS[status]}.`);
    } catch (error) {
      notify.error('Error updating lead status', serverErrorText(error, 'Failed to update lead status'));
    }
  };
  const saveNotes = async () => {
    if (!lead) return;
    try {
      await setStatus.mutateAsync({ id: lead.id, status: lead.status, notes });
      notify.success('Notes saved');
    } catch (error) {
      notify.error('Error updating lead status', serverErrorText(error, 'Failed to update lead status'));
    }
  };
  const runEnrich = async () => {
    if (!lead) return;
    try {
      const r = await enrich.mutateAsync(lead.id);
      if (r.success) notify.success('Lead enrichment completed successfully');
      else notify.error('AI enrichment failed', r.message);
    } catch (error) {
      notify.error('Lead enrichment failed', serverErrorText(error, 'Please try again.'));
    }
  };
  const runErase = async () => {
    if (!lead) return;
    try {
      const r = await erase.mutateAsync(lead.id);
      notify.success(
        'Lead erased',
        `${lead.name} and ${r.erased.conversations} conversation${r.erased.conversations === 1 ? '' : 's'} (${r.erased.messages} messages) were deleted.`,
      );
      setConfirmErase(false);
      props.onClose();
    } catch (error) {
      notify.error('Failed to erase lead', serverErrorText(error, 'Please try again.'));
    }
  };
  const exportPerson = async () => {
    if (!lead) return;
    try {
      await download(leadExportPath(lead.id), `lead-${lead.id}.json`);
    } catch (error) {
      notify.error('Export failed', serverErrorText(error, 'Please try again.'));
    }
  };

  return (
    <>
      <Dialog.Root
        open={props.leadId !== null}
        onOpenChange={(e) => !e.open && props.onClose()}
        size="lg"
        placement="center"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px="4">
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{lead ? `Manage ${lead.name}` : 'Manage lead'}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {detail.isPending ? (
                  <PageSpinner label="Loading lead..." />
                ) : detail.isError || !lead ? (
                  <Text role="alert">We couldn't load this lead. It may have been erased.</Text>
                ) : (
                  <Tabs.Root defaultValue="details" variant="line">
                    <Tabs.List>
                      <Tabs.Trigger value="details">Details</Tabs.Trigger>
                      <Tabs.Trigger value="insights">AI Insights</Tabs.Trigger>
                      <Tabs.Trigger value="conversation">Conversation</Tabs.Trigger>
                    </Tabs.List>
                    <Tabs.Content value="details">
                      <Stack gap="4">
                        <Field.Root>
                          <Field.Label>Status</Field.Label>
                          <NativeSelect.Root disabled={setStatus.isPending}>
                            <NativeSelect.Field
                              value={lead.status}
                              onChange={(e) => void changeStatus(e.target.value as LeadRow['status'])}
                            >
                              {LEAD_STATUSES.map((s) => (
                                <option key={s} value={s}>
                                  {STATUS_LABELS[s]}
                                </option>
                              ))}
                            </NativeSelect.Field>
                            <NativeSelect.Indicator />
                          </NativeSelect.Root>
                          <Field.HelperText>Saved as soon as you change it.</Field.HelperText>
                        </Field.Root>
                        <Field.Root invalid={notes.length > MAX_NOTES_CHARS}>
                          <Field.Label>Internal notes</Field.Label>
                          <Textarea value={notes} onChange={(e) => setNotes(e.target.value)} rows={3} />
                          <Flex justify="space-between" w="full" align="center" mt="1">
                            <Field.HelperText>
                              {notes.length}/{MAX_NOTES_CHARS}
                            </Field.HelperText>
                            <Button
                              size="xs"
                              onClick={() => void saveNotes()}
                              disabled={notes === (lead.internalNotes ?? '') || notes.length > MAX_NOTES_CHARS}
                              loading={setStatus.isPending}
                            >
                              Save notes
                            </Button>
                          </Flex>
                        </Field.Root>
                        <SimpleGrid as="dl" columns={{ base: 1, sm: 2 }} gap="3">
                          <Fact label="Email">{lead.email}</Fact>
                          <Fact label="Phone">{lead.phone}</Fact>
                          <Fact label="Company">{lead.company}</Fact>
                          <Fact label="Source">{SOURCE_LABELS[lead.source]}</Fact>
                          <Fact label="Created">{formatDateTime(lead.createdAt)}</Fact>
                          {Object.entries(detail.data.formAnswers)
                            .filter(([k]) => !['name', 'email', 'phone', 'company', 'message'].includes(k))
                            .map(([k, v]) => (
                              <Fact key={k} label={k}>
                                {v}
                              </Fact>
                            ))}
                        </SimpleGrid>
                        <Fact label="Message">{lead.message}</Fact>
                        {props.isOwner && (
                          <Flex gap="2" wrap="wrap" borderTopWidth="1px" pt="3">
                            <Button size="sm" variant="outline" onClick={() => void exportPerson()}>
                              Export this person's data
                            </Button>
                            <Button
                              size="sm"
                              variant="outline"
                              colorPalette="red"
                              onClick={() => setConfirmErase(true)}
                            >
                              Erase lead
                            </Button>
                          </Flex>
                        )}
                      </Stack>
                    </Tabs.Content>
                    <Tabs.Content value="insights">
                      <AiInsights
                        lead={lead}
                        canEnrich={props.isOwner}
                        enriching={enrich.isPending}
                        bulkRunning={props.bulkRunning}
                        onEnrich={() => void runEnrich()}
                        onBulkEnrich={props.onBulkEnrich}
                      />
                    </Tabs.Content>
                    <Tabs.Content value="conversation">
                      <Transcript conversations={detail.data.conversations} />
                    </Tabs.Content>
                  </Tabs.Root>
                )}
              </Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <ConfirmDialog
        open={confirmErase}
        title="Erase lead"
        question={`Erase ${lead?.name ?? 'this lead'} and everything stored about them?`}
        detail="Their conversations and messages are deleted too. This cannot be undone."
        confirmLabel="Erase"
        pendingLabel="Erasing..."
        pending={erase.isPending}
        onConfirm={() => void runErase()}
        onClose={() => setConfirmErase(false)}
      />
    </>
  );
}
