import * as z from 'zod';
import { INVOICE_STATUSES, PAYMENT_GATEWAYS, SUBSCRIPTION_STATUSES } from '../enums';
import { id, timestamp, timestamps } from './common';

export const subscriptionSchema = z.object({
  id,
  clientId: id,
  planId: id,
  status: z.enum(SUBSCRIPTION_STATUSES),
  gateway: z.enum(PAYMENT_GATEWAYS).optional(),
  gatewaySubscriptionId: z.string().optional(),
  currentPeriodEnd: timestamp,
  cancelAtPeriodEnd: z.boolean().default(false),
  ...timestamps,
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const invoiceSchema = z.object({
  id,
  clientId: id,
  subscriptionId: id.optional(),
  amount: z.number().int().min(0),
  currency: z.literal('INR').default('INR'),
  status: z.enum(INVOICE_STATUSES),
  created: timestamp,
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const usageSchema = z.object({
  conversationsUsed: z.number(),
  conversationsLimit: z.number(),
  teamMembers: z.number(),
  teamMembersLimit: z.number(),
  averageResponseTime: z.number().nullable(),
});
export type Usage = z.infer<typeof usageSchema>;
