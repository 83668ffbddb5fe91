import { rupeesToPaise } from '@shared/format';
import { planInputSchema } from '@shared/schemas/plan';
import { useEffect, useState } from 'react';
import * as z from 'zod';
import { notify } from '../../../components/notify';
import { serverErrorText } from '../../../lib/api-client';
import { setServerErrors, useZodForm } from '../../../lib/use-zod-form';
import { type AdminPlan, useCreatePlan, useUpdatePlan } from '../api/admin';

/**
 * The plan form (spec part 3 §5): the shared plan input's name and feature rules; the two numbers are
 * typed as text and checked here with the spec's messages, the price in rupees sent in paise.
 */
const planForm = z.object({
  name: planInputSchema.shape.name,
  conversationsLimit: z
    .string()
    .refine((v) => Number.isInteger(Number(v)) && Number(v) >= 1, 'Conversation limit must be at least 1')
    .transform(Number),
  price: z
    .string()
    .refine((v) => v.trim() !== '' && Number.isFinite(Number(v)) && Number(v) >= 0, 'Price must be 0 or greater')
    .transform((v) => rupeesToPaise(Number(v))),
  features: planInputSchema.shape.features,
  isActive: z.boolean(),
});
export type PlanFormValues = z.input<typeof planForm>;

/** Spec part 3 §5: a new plan starts at 100 conversations and price 0. */
const NEW_PLAN: PlanFormValues = { name: '', conversationsLimit: '100', price: '0', features: [], isActive: true };
const valuesOf = (plan: AdminPlan | null): PlanFormValues =>
  plan
    ? {
        name: plan.name,
        conversationsLimit: String(plan.conversationsLimit),
        price: String(plan.priceMonthly / 100),
        features: plan.features,
        isActive: plan.isActive,
      }
    : NEW_PLAN;

/** Add New Plan / Edit Plan: the form (fresh each time the dialog opens), the feature list, the save and its toasts. */
export function usePlanForm(open: boolean, plan: AdminPlan | null, onClose: () => void) {
  const form = useZodForm(planForm, NEW_PLAN);
  const [feature, setFeature] = useState('');
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const { reset } = form;
  useEffect(() => {
    if (!open) return;
    setFeature('');
    reset(valuesOf(plan));
  }, [open, plan, reset]);

  const features = form.watch('features');
  const setFeatures = (next: string[]) => form.setValue('features', next);
  const submit = form.handleSubmit(async ({ name, conversationsLimit, price, features, isActive }) => {
    const input = { name, conversationsLimit, priceMonthly: price, features, isActive };
    try {
      if (plan) {
        await update.mutateAsync({ id: plan.id, ...input });
        notify.success('Plan updated', `${input.name} was saved.`);
      } else {
        await create.mutateAsync(input);
        notify.success(
          'Plan created',
          `${input.name} is ${input.isActive ? 'on the pricing page now' : 'saved, inactive'}.`,
        );
      }
      onClose();
    } catch (error) {
      setServerErrors(form, error, (path) => (path === 'priceMonthly' ? 'price' : path));
      notify.error(
        plan ? 'Error updating plan' : 'Error creating plan',
        serverErrorText(error, plan ? 'Failed to update plan' : 'Failed to create plan'),
      );
    }
  });

  return {
    form,
    submit,
    pending: create.isPending || update.isPending,
    features,
    feature,
    setFeature,
    addFeature: () => {
      const f = feature.trim();
      if (f && !features.includes(f)) setFeatures([...features, f]);
      setFeature('');
    },
    removeFeature: (f: string) => setFeatures(features.filter((x) => x !== f)),
  };
}
