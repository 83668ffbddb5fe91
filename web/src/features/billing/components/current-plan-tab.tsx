import { Alert, Badge, Button, Card, DataList, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { formatINR } from '@shared/format';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { BillingSubscription } from '../api/billing';
import { formatDate, GATEWAY_LABEL, STATUS_LABEL, STATUS_PALETTE } from '../billing-display';
import { useSubscriptionActions } from '../hooks/use-subscription-actions';

export const CANCEL_CONFIRM = 'Are you sure you want to cancel your subscription?';

function Notice(props: { status: 'info' | 'warning' | 'error'; title: string; children?: React.ReactNode }) {
  return (
    // a warning or error is announced to screen readers as it appears (role alert); info is read in place
    <Alert.Root status={props.status} variant="surface" role={props.status === 'info' ? undefined : 'alert'}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{props.title}</Alert.Title>
        {props.children && <Alert.Description>{props.children}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}

/** Current Plan (spec part 3 §2): the subscription, its state, and cancel / reactivate. */
export function CurrentPlanTab(props: { subscription: BillingSubscription | null; onShowPlans(): void }) {
  const sub = props.subscription;
  const actions = useSubscriptionActions();

  if (!sub) {
    return (
      <Card.Root variant="outline" bg="white">
        <Card.Body textAlign="center" py="10" alignItems="center" gap="2">
          <Heading as="h2" size="md">
            No Active Subscription
          </Heading>
          <Text color="gray.700">Choose a plan so your AI agent can keep answering customers.</Text>
          <Button mt="2" colorPalette="blue" onClick={props.onShowPlans}>
            View Plans
          </Button>
        </Card.Body>
      </Card.Root>
    );
  }

  const endDate = formatDate(sub.currentPeriodEnd);
  const cancellable = sub.status === 'active' && !sub.cancelAtPeriodEnd && !sub.ended && !sub.trial;
  const scheduledEnd = sub.cancelAtPeriodEnd && !sub.ended;

  return (
    <Stack gap="4">
      {sub.ended && (
        <Notice status="error" title="Your plan has ended — chat is unavailable until you choose a plan">
          <Button mt="2" size="sm" colorPalette="blue" onClick={props.onShowPlans}>
            Choose a plan
          </Button>
        </Notice>
      )}
      {sub.status === 'past_due' && !sub.ended && (
        <Notice status="warning" title="Your last payment failed">
          Your last payment failed and the gateway will try again. Make sure your payment method can be charged before{' '}
          {endDate}, or your plan ends.
        </Notice>
      )}
      {scheduledEnd && (
        <Notice status="info" title={`Your subscription ends on ${endDate}`}>
          <Stack gap="2" align="flex-start">
            <Text>It stays active until then and does not renew.</Text>
            {sub.canReactivate ? (
              <Button size="sm" colorPalette="blue" loading={actions.reactivating} onClick={actions.reactivate}>
                Reactivate Subscription
              </Button>
            ) : (
              <Text>
                {sub.gateway ? GATEWAY_LABEL[sub.gateway] : 'The payment gateway'} cannot undo a cancellation: choose a
                plan again after {endDate}.
              </Text>
            )}
          </Stack>
        </Notice>
      )}
      {sub.trial && !sub.ended && (
        <Notice status="info" title={`Your trial ends on ${endDate}`}>
          <Stack gap="2" align="flex-start">
            <Text>Choose a plan before then to keep your AI agent answering.</Text>
            <Button size="sm" colorPalette="blue" onClick={props.onShowPlans}>
              View Plans
            </Button>
          </Stack>
        </Notice>
      )}
      <Card.Root variant="outline" bg="white" as="section" aria-labelledby="current-plan-name">
        <Card.Body gap="4">
          <Flex justify="space-between" align="start" gap="3" wrap="wrap">
            <Stack gap="1">
              <Text fontSize="sm" color="gray.700">
                Current plan
              </Text>
              <Heading as="h2" size="xl" id="current-plan-name">
                {sub.planName}
              </Heading>
            </Stack>
            <Flex gap="2" wrap="wrap">
              {sub.trial && (
                <Badge colorPalette="purple" variant="subtle">
                  Trial
                </Badge>
              )}
              <Badge colorPalette={STATUS_PALETTE[sub.status]} variant="subtle" data-testid="subscription-status">
                {STATUS_LABEL[sub.status]}
              </Badge>
            </Flex>
          </Flex>
          <DataList.Root orientation="horizontal" size="md">
            <DataList.Item>
              <DataList.ItemLabel>Price</DataList.ItemLabel>
              <DataList.ItemValue>
                {sub.priceMonthly === 0 ? 'Contact Us' : `${formatINR(sub.priceMonthly)} per month`}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Payment</DataList.ItemLabel>
              <DataList.ItemValue>
                {sub.gateway ? GATEWAY_LABEL[sub.gateway] : 'Trial — no payment yet'}
              </DataList.ItemValue>
            </DataList.Item>
            {sub.currentPeriodStart && (
              <DataList.Item>
                <DataList.ItemLabel>Period started</DataList.ItemLabel>
                <DataList.ItemValue>{formatDate(sub.currentPeriodStart)}</DataList.ItemValue>
              </DataList.Item>
            )}
            <DataList.Item>
              <DataList.ItemLabel>
                {sub.ended
                  ? 'Ended'
                  : sub.cancelAtPeriodEnd || sub.trial
                    ? 'Ends'
                    : sub.status === 'past_due'
                      ? 'Payment due by'
                      : 'Renews'}
              </DataList.ItemLabel>
              <DataList.ItemValue>{endDate}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
          {sub.currentPeriodStart && !sub.ended && (
            <Text fontSize="sm" color="gray.700" data-testid="usage-period-note">
              Conversations Used counts this plan's period: it started at 0 on {formatDate(sub.currentPeriodStart)}, and
              starts again at 0 when you change plan.
            </Text>
          )}
          {cancellable && (
            <Flex>
              <Button variant="outline" colorPalette="red" onClick={actions.askCancel}>
                Cancel Subscription
              </Button>
            </Flex>
          )}
        </Card.Body>
      </Card.Root>
      <ConfirmDialog
        open={actions.confirming}
        title="Cancel subscription"
        question={CANCEL_CONFIRM}
        detail={
          <Text mt="2" fontSize="sm" color="gray.700">
            Your plan stays active until {endDate} and then ends; chat stops answering after that.
          </Text>
        }
        confirmLabel="Cancel Subscription"
        pendingLabel="Cancelling..."
        pending={actions.cancelling}
        onConfirm={actions.cancel}
        onClose={actions.dismiss}
      />
    </Stack>
  );
}
