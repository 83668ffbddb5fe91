import { Badge, Button, CloseButton, Dialog, Field, Flex, Input, Portal, Stack, Switch, Text } from '@chakra-ui/react';
import { type FormEvent, type KeyboardEvent, useEffect, useState } from 'react';
import { rupeesToPaise } from '../../../../../shared/format';
import { notify } from '../../../components/notify';
import { serverErrorText, serverFieldErrors } from '../../../lib/api-client';
import { type AdminPlan, useCreatePlan, useUpdatePlan } from '../api/admin';

/** Spec part 3 §5: a new plan starts at 100 conversations and price 0. */
const NEW_PLAN = { name: '', conversationsLimit: '100', price: '0', features: [] as string[], isActive: true };

/** Add New Plan / Edit Plan (spec part 3 §2, §5): the rules and messages of the plan form. */
export function PlanFormDialog({ open, plan, onClose }: { open: boolean; plan: AdminPlan | null; onClose(): void }) {
  const [values, setValues] = useState(NEW_PLAN);
  const [feature, setFeature] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreatePlan();
  const update = useUpdatePlan();
  useEffect(() => {
    if (!open) return;
    setErrors({});
    setFeature('');
    setValues(
      plan
        ? {
            name: plan.name,
            conversationsLimit: String(plan.conversationsLimit),
            price: String(plan.priceMonthly / 100),
            features: plan.features,
            isActive: plan.isActive,
          }
        : NEW_PLAN,
    );
  }, [open, plan]);

  const addFeature = () => {
    const f = feature.trim();
    if (f && !values.features.includes(f)) setValues((v) => ({ ...v, features: [...v.features, f] }));
    setFeature('');
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    const limit = Number(values.conversationsLimit);
    const price = Number(values.price);
    if (!values.name.trim()) local.name = 'Plan name is required';
    if (!Number.isInteger(limit) || limit < 1) local.conversationsLimit = 'Conversation limit must be at least 1';
    if (values.price.trim() === '' || !Number.isFinite(price) || price < 0)
      local.priceMonthly = 'Price must be 0 or greater';
    if (values.features.length === 0) local.features = 'At least one feature is required';
    setErrors(local);
    if (Object.keys(local).length) return;
    const input = {
      name: values.name.trim(),
      conversationsLimit: limit,
      priceMonthly: rupeesToPaise(price),
      features: values.features,
      isActive: values.isActive,
    };
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
      setErrors(serverFieldErrors(error));
      notify.error(
        plan ? 'Error updating plan' : 'Error creating plan',
        serverErrorText(error, plan ? 'Failed to update plan' : 'Failed to create plan'),
      );
    }
  };
  const number = (k: 'conversationsLimit' | 'price', label: string, errorKey: string, step: string) => (
    <Field.Root required invalid={Boolean(errors[errorKey])}>
      <Field.Label>
        {label} <Field.RequiredIndicator />
      </Field.Label>
      <Input
        type="number"
        step={step}
        min="0"
        value={values[k]}
        onChange={(e) => setValues((v) => ({ ...v, [k]: e.target.value }))}
      />
      <Field.ErrorText>{errors[errorKey]}</Field.ErrorText>
    </Field.Root>
  );
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content asChild>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{plan ? 'Edit Plan' : 'Add New Plan'}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Field.Root required invalid={Boolean(errors.name)}>
                    <Field.Label>
                      Plan name <Field.RequiredIndicator />
                    </Field.Label>
                    <Input
                      value={values.name}
                      maxLength={60}
                      onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))}
                    />
                    <Field.ErrorText>{errors.name}</Field.ErrorText>
                  </Field.Root>
                  {number('conversationsLimit', 'Conversations per month', 'conversationsLimit', '1')}
                  {number('price', 'Monthly price (₹)', 'priceMonthly', '0.01')}
                  <Field.Root invalid={values.features.length === 0}>
                    <Field.Label>Features</Field.Label>
                    <Flex gap="2" w="full">
                      <Input
                        value={feature}
                        maxLength={200}
                        placeholder="e.g. Email support"
                        onChange={(e) => setFeature(e.target.value)}
                        onKeyDown={(e: KeyboardEvent) => {
                          if (e.key === 'Enter') {
                            e.preventDefault();
                            addFeature();
                          }
                        }}
                      />
                      <Button type="button" variant="outline" onClick={addFeature}>
                        Add
                      </Button>
                    </Flex>
                    {values.features.length === 0 ? (
                      <Text fontSize="sm" color="red.600">
                        At least one feature is required
                      </Text>
                    ) : (
                      <Flex gap="1" wrap="wrap" mt="1">
                        {values.features.map((f) => (
                          <Badge key={f} variant="subtle" gap="1">
                            {f}
                            <CloseButton
                              size="2xs"
                              aria-label={`Remove ${f}`}
                              onClick={() => setValues((v) => ({ ...v, features: v.features.filter((x) => x !== f) }))}
                            />
                          </Badge>
                        ))}
                      </Flex>
                    )}
                  </Field.Root>
                  <Switch.Root
                    checked={values.isActive}
                    onCheckedChange={(e) => setValues((v) => ({ ...v, isActive: e.checked }))}
                  >
                    <Switch.HiddenInput />
                    <Switch.Control />
                    <Switch.Label>Active (shown on the pricing page)</Switch.Label>
                  </Switch.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button type="button" variant="outline" onClick={onClose}>
                  Cancel
                </Button>
                <Button
                  type="submit"
                  disabled={values.features.length === 0}
                  loading={create.isPending || update.isPending}
                >
                  {plan ? 'Save Plan' : 'Create Plan'}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
