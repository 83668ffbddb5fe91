import { Box, Button, Field, Flex, NativeSelect, SimpleGrid, Stack, Tabs, Text, Textarea } from '@chakra-ui/react';
import { LEAD_STATUSES } from '@shared/enums';
import { MAX_NOTES_CHARS } from '@shared/schemas/leads';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageSpinner } from '../../../components/page-spinner';
import { AppDialog } from '../../../components/ui/dialog';
import type { LeadRow } from '../api/leads';
import { useManageLead } from '../hooks/use-manage-lead';
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
  const m = useManageLead(props.leadId, props.onClose);
  const { lead, detail, notes } = m;

  return (
    <>
      <AppDialog
        open={props.leadId !== null}
        onClose={props.onClose}
        title={lead ? `Manage ${lead.name}` : 'Manage lead'}
        size="lg"
      >
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
                  <NativeSelect.Root disabled={m.statusSaving}>
                    <NativeSelect.Field
                      value={lead.status}
                      onChange={(e) => void m.changeStatus(e.target.value as LeadRow['status'])}
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
                  <Textarea value={notes} onChange={(e) => m.setNotes(e.target.value)} rows={3} />
                  <Flex justify="space-between" w="full" align="center" mt="1">
                    <Field.HelperText>
                      {notes.length}/{MAX_NOTES_CHARS}
                    </Field.HelperText>
                    <Button
                      size="xs"
                      onClick={() => void m.saveNotes()}
                      disabled={!m.notesChanged || notes.length > MAX_NOTES_CHARS}
                      loading={m.statusSaving}
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
                    <Button size="sm" variant="outline" onClick={() => void m.exportPerson()}>
                      Export this person's data
                    </Button>
                    <Button size="sm" variant="outline" colorPalette="red" onClick={() => m.setConfirmErase(true)}>
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
                enriching={m.enriching}
                bulkRunning={props.bulkRunning}
                onEnrich={() => void m.runEnrich()}
                onBulkEnrich={props.onBulkEnrich}
              />
            </Tabs.Content>
            <Tabs.Content value="conversation">
              <Transcript conversations={detail.data.conversations} />
            </Tabs.Content>
          </Tabs.Root>
        )}
      </AppDialog>
      <ConfirmDialog
        open={m.confirmErase}
        title="Erase lead"
        question={`Erase ${lead?.name ?? 'this lead'} and everything stored about them?`}
        detail="Their conversations and messages are deleted too. This cannot be undone."
        confirmLabel="Erase"
        pendingLabel="Erasing..."
        pending={m.erasing}
        onConfirm={() => void m.runErase()}
        onClose={() => m.setConfirmErase(false)}
      />
    </>
  );
}
