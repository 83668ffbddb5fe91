import { Badge, Button, Card, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatINR } from '@shared/format';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ItemActions } from '../../../components/item-actions';
import { notify } from '../../../components/notify';
import { QueryState } from '../../../components/ui/query-state';
import { serverErrorText } from '../../../lib/api-client';
import { type AdminPlan, useAdminPlans, useDeletePlan } from '../api/admin';
import { PlanFormDialog } from '../components/plan-form-dialog';

const SHOWN_FEATURES = 3;

/** Manage Plans (spec part 3 §2): the card grid with Add, Edit and Delete (a plan with subscribers is kept). */
export function PlansSection() {
  const plans = useAdminPlans();
  const remove = useDeletePlan();
  const [editing, setEditing] = useState<AdminPlan | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<AdminPlan | null>(null);
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify.success('Plan deleted', `${deleting.name} was deleted.`);
      setDeleting(null);
    } catch (error) {
      notify.error('Error deleting plan', serverErrorText(error, 'Failed to delete plan'));
    }
  };
  return (
    <Stack gap="4">
      <Flex justify="flex-end">
        <Button onClick={() => setAdding(true)}>Add New Plan</Button>
      </Flex>
      <QueryState query={plans} loading="Loading plans..." failed="We couldn't load the plans.">
        {(list) => (
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
            {list.map((plan) => (
              <Card.Root key={plan.id} variant="outline" bg="white" as="section" aria-label={`Plan ${plan.name}`}>
                <Card.Body gap="2">
                  <Flex justify="space-between" align="center">
                    <Text fontWeight="bold" fontSize="lg">
                      {plan.name}
                    </Text>
                    <Badge colorPalette={plan.isActive ? 'green' : 'gray'} variant="subtle">
                      {plan.isActive ? 'Active' : 'Inactive'}
                    </Badge>
                  </Flex>
                  <Text fontSize="2xl" fontWeight="semibold">
                    {plan.priceMonthly === 0 ? 'Contact Us' : `${formatINR(plan.priceMonthly)}/month`}
                  </Text>
                  <Text fontSize="sm" color="gray.700">
                    {plan.conversationsLimit.toLocaleString('en-IN')} conversations/month · {plan.subscribers}{' '}
                    subscriber
                    {plan.subscribers === 1 ? '' : 's'}
                  </Text>
                  <Stack as="ul" pl="4" listStyleType="disc" fontSize="sm" gap="0.5">
                    {plan.features.slice(0, SHOWN_FEATURES).map((f) => (
                      <li key={f}>{f}</li>
                    ))}
                  </Stack>
                  {plan.features.length > SHOWN_FEATURES && (
                    <Text fontSize="xs" color="gray.600">
                      +{plan.features.length - SHOWN_FEATURES} more features
                    </Text>
                  )}
                  <Flex gap="2" mt="2">
                    <ItemActions
                      item={plan.name}
                      size="sm"
                      editText="Edit Plan"
                      onEdit={() => setEditing(plan)}
                      onRemove={() => setDeleting(plan)}
                    />
                  </Flex>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        )}
      </QueryState>
      <PlanFormDialog
        open={adding || editing !== null}
        plan={editing}
        onClose={() => {
          setAdding(false);
          setEditing(null);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete plan"
        question={`Delete the plan ${deleting?.name ?? ''}?`}
        detail={
          deleting && deleting.subscribers > 0
            ? 'It has subscribers, so it cannot be deleted: deactivate it instead.'
            : 'It disappears from the pricing page.'
        }
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
