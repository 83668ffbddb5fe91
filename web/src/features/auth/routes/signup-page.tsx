import { Box, Button, Card, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { formatINR } from '@shared/format';
import type { SessionUser } from '@shared/schemas/identity';
import type { PublicPlan } from '@shared/schemas/plan';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { notify } from '../../../components/notify';
import { PageSpinner } from '../../../components/page-spinner';
import { signupPathFor, usePlans } from '../../../lib/api/plans';
import { AccountCreated } from '../components/account-created';
import { AccountSetupForm } from '../components/account-setup-form';
import { AuthLayout } from '../components/auth-layout';
import { PaymentSetupStep } from '../components/payment-setup-step';
import { PlanSummary } from '../components/plan-summary';
import { SignupSteps } from '../components/signup-steps';

/** /signup without ?plan= (the login page's "Sign up" link): pick a plan first. */
function PlanChooser({ plans }: { plans: PublicPlan[] }) {
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h1" size="2xl">
          Choose your plan
        </Heading>
        <Text color="gray.600">Pick a plan to create your account. You can change it later.</Text>
      </Card.Header>
      <Card.Body>
        <Stack as="ul" listStyleType="none" gap="2">
          {plans
            .filter((plan) => plan.priceMonthly > 0)
            .map((plan) => (
              <li key={plan.id}>
                <Button asChild variant="outline" w="full" justifyContent="space-between">
                  <RouterLink to={signupPathFor(plan.id)}>
                    <span>{plan.name}</span>
                    <span>{formatINR(plan.priceMonthly)}/month</span>
                  </RouterLink>
                </Button>
              </li>
            ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function SignupWizard({ plan }: { plan: PublicPlan }) {
  const [step, setStep] = useState<1 | 2>(1);
  const [registeredUser, setRegisteredUser] = useState<SessionUser>();
  const navigate = useNavigate();

  return (
    <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="6" alignItems="start">
      <Card.Root>
        <Card.Header>
          <Heading as="h1" size="2xl">
            {step === 2 ? 'Payment Setup' : registeredUser ? 'Your account' : 'Create your account'}
          </Heading>
        </Card.Header>
        <Card.Body>
          <SignupSteps current={step} />
          {step === 1 && registeredUser ? (
            <AccountCreated
              user={registeredUser}
              onContinue={() => setStep(2)}
              onOpenDashboard={() => navigate('/dashboard')}
            />
          ) : step === 1 ? (
            <AccountSetupForm
              planId={plan.id}
              onRegistered={(user) => {
                setRegisteredUser(user);
                setStep(2);
              }}
            />
          ) : (
            // DESIGN §8: the spec's demo-mode target /customer is the dashboard.
            <PaymentSetupStep onBack={() => setStep(1)} onContinueInDemo={() => navigate('/dashboard')} />
          )}
        </Card.Body>
      </Card.Root>
      <PlanSummary plan={plan} />
    </Grid>
  );
}

export function SignupPage() {
  const [params] = useSearchParams();
  const planId = params.get('plan');
  const plans = usePlans();
  const navigate = useNavigate();
  const plan = planId ? plans.data?.find((candidate) => candidate.id === planId) : undefined;
  // Not while refetching: the list the page started with may be older than a plan the link names.
  const planMissing = !!planId && plans.isSuccess && !plans.isFetching && !plan;

  useEffect(() => {
    if (!planMissing) return;
    notify.once('plan-not-found', 'error', 'Plan not found');
    navigate('/', { replace: true });
  }, [planMissing, navigate]);

  let content: React.ReactNode;
  if (plans.isPending) content = <PageSpinner label="Loading plan..." />;
  else if (plans.isError)
    content = (
      <Stack align="center" gap="3" role="alert">
        <Text>We couldn't load the plans. Please try again.</Text>
        <Button onClick={() => void plans.refetch()} loading={plans.isFetching}>
          Try again
        </Button>
      </Stack>
    );
  else if (!planId) content = <PlanChooser plans={plans.data} />;
  else if (!plan) content = <Text role="alert">Plan not found</Text>;
  else content = <SignupWizard plan={plan} />;

  return (
    <AuthLayout maxW={planId ? '6xl' : 'md'}>
      <Box>{content}</Box>
    </AuthLayout>
  );
}
