import { billing } from '@shared/api/routes/billing';
import type { SubscriptionResponse } from '@shared/schemas/billing';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { subscriptionQuery } from '../../../lib/api/subscription';
import { api, urlOf } from '../../../lib/api-client';

/** Wire types of /api/billing/* (shared/schemas/billing.ts; type-only, the server parses what it sends). */
export type { BillingSubscription, CheckoutStart, InvoiceView, Usage } from '@shared/schemas/billing';
export { subscriptionQuery, useSubscription } from '../../../lib/api/subscription';

export interface RazorpayHandlerResponse {
  razorpay_payment_id: string;
  razorpay_subscription_id: string;
  razorpay_signature: string;
}

export const usageQuery = queryOptions({
  queryKey: ['billing', 'usage'],
  queryFn: () => api.call(billing.getUsage),
});
export const useUsage = () => useQuery(usageQuery);

export const invoicesQuery = (cursor: string | null) =>
  queryOptions({
    queryKey: ['billing', 'invoices', cursor],
    queryFn: () => api.call(billing.listInvoices, { query: { cursor: cursor || undefined } }),
  });
/** A page of invoices; the previous page stays on screen while the next one loads. */
export const useInvoices = (cursor: string | null) =>
  useQuery({ ...invoicesQuery(cursor), placeholderData: keepPreviousData });

export const invoiceDownloadPath = (id: string) => urlOf(billing.downloadInvoice, { params: { id } });

/**
 * A call that answers the subscription as it now is: the answer goes straight into the shared cache
 * (Current Plan and the dashboard alert update without a second read), and usage and invoices are
 * read again because a plan change moves the limits and may add an invoice.
 */
function useSubscriptionChange<I>(call: (input: I) => Promise<SubscriptionResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (data) => queryClient.setQueryData(subscriptionQuery.queryKey, data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['billing'] }),
  });
}

export const useCancelSubscription = () => useSubscriptionChange(() => api.call(billing.cancelSubscription));
export const useReactivateSubscription = () => useSubscriptionChange(() => api.call(billing.reactivateSubscription));
export const useVerifyRazorpayPayment = () =>
  useSubscriptionChange((body: RazorpayHandlerResponse) => api.call(billing.verifyPayment, { body }));
export const useCheckoutReturn = () =>
  useSubscriptionChange((sessionId: string) => api.call(billing.checkoutReturn, { body: { sessionId } }));

/** POST create-subscription: the plan id only; the amount always comes from the server's plan. */
export function useCreateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planId: string) => api.call(billing.createSubscription, { body: { planId } }),
    onSuccess: (start) => {
      if (start.kind !== 'activated') return;
      queryClient.setQueryData(subscriptionQuery.queryKey, (old) =>
        old ? { ...old, subscription: start.subscription } : old,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['billing'] }),
  });
}
