import { Badge, Button, CloseButton, Flex, Input, Stack, Text } from '@chakra-ui/react';
import type { KeyboardEvent } from 'react';
import { AppDialog } from '../../../components/ui/dialog';
import { Field, SwitchField, TextField } from '../../../components/ui/field';
import { FormActions } from '../../../components/ui/form-actions';
import type { AdminPlan } from '../api/admin';
import { usePlanForm } from '../hooks/use-plan-form';

/** Add New Plan / Edit Plan (spec part 3 §2, §5): the form of hooks/use-plan-form.ts in the kit's dialog. */
export function PlanFormDialog({ open, plan, onClose }: { open: boolean; plan: AdminPlan | null; onClose(): void }) {
  const p = usePlanForm(open, plan, onClose);
  const noFeature = p.features.length === 0;
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={plan ? 'Edit Plan' : 'Add New Plan'}
      closeButton={false}
      onSubmit={() => void p.submit()}
      busy={p.pending}
      footer={
        <FormActions
          onCancel={onClose}
          submitLabel={plan ? 'Save Plan' : 'Create Plan'}
          submitDisabled={noFeature}
          pending={p.pending}
        />
      }
    >
      <Stack gap="3">
        <TextField form={p.form} name="name" label="Plan name" required maxLength={60} />
        <TextField form={p.form} name="conversationsLimit" label="Conversations per month" required type="number" />
        <TextField form={p.form} name="price" label="Monthly price (₹)" required type="number" />
        <Field label="Features" invalid={noFeature}>
          <Flex gap="2" w="full">
            <Input
              value={p.feature}
              maxLength={200}
              placeholder="e.g. Email support"
              onChange={(e) => p.setFeature(e.target.value)}
              onKeyDown={(e: KeyboardEvent) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  p.addFeature();
                }
              }}
            />
            <Button type="button" variant="outline" onClick={p.addFeature}>
              Add
            </Button>
          </Flex>
          {noFeature ? (
            <Text fontSize="sm" color="red.600">
              At least one feature is required
            </Text>
          ) : (
            <Flex gap="1" wrap="wrap" mt="1">
              {p.features.map((f) => (
                <Badge key={f} variant="subtle" gap="1">
                  {f}
                  <CloseButton size="2xs" aria-label={`Remove ${f}`} onClick={() => p.removeFeature(f)} />
                </Badge>
              ))}
            </Flex>
          )}
        </Field>
        <SwitchField form={p.form} name="isActive" label="Active (shown on the pricing page)" />
      </Stack>
    </AppDialog>
  );
}
