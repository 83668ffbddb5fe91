import { Badge, Button, Card, Flex, Heading, HStack, List, Text } from '@chakra-ui/react';
import type { PublicPlan } from '@shared/schemas/plan';
import { signupPathFor } from '../../../lib/api/plans';
import { scrollToSection } from '../../../lib/scroll';
import { planDisplay } from '../pricing';

/** One plan: price (or "Contact Us"), its features, and the way in (signup or the sales form). */
export function PlanCard({ plan }: { plan: PublicPlan }) {
  const display = planDisplay(plan);
  const contactSales = display.category === 'enterprise';
  const headingId = `plan-${plan.id}-name`;
  const label = `${display.buttonText} with the ${plan.name} plan`;

  return (
    <Card.Root
      as="article"
      aria-labelledby={headingId}
      data-testid={`plan-card-${plan.id}`}
      variant="outline"
      bg="white"
      borderWidth={display.popular ? '2px' : '1px'}
      borderColor={display.popular ? 'blue.600' : 'gray.200'}
      shadow={display.popular ? 'lg' : undefined}
      position="relative"
      h="full"
    >
      <Card.Body gap="4">
        <Flex justify="space-between" align="start" gap="2" flexWrap="wrap">
          <Heading as="h3" size="lg" id={headingId}>
            {plan.name}
          </Heading>
          <HStack gap="1">
            {display.popular && (
              <Badge colorPalette="blue" variant="solid">
                Most Popular
              </Badge>
            )}
            {display.savingsBadge && (
              <Badge colorPalette="green" variant="subtle">
                {display.savingsBadge}
              </Badge>
            )}
          </HStack>
        </Flex>
        <Text color="gray.600" fontSize="sm">
          {display.description}
        </Text>
        <div>
          <Text as="span" fontSize="3xl" fontWeight="bold" color="gray.900">
            {display.priceText}
          </Text>{' '}
          <Text as="span" color="gray.600">
            {display.periodText}
          </Text>
        </div>
        <List.Root gap="1.5" ps="5" fontSize="sm" color="gray.700">
          {plan.features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List.Root>
      </Card.Body>
      <Card.Footer>
        {contactSales ? (
          <Button w="full" colorPalette="blue" aria-label={label} onClick={() => scrollToSection('cta')}>
            {display.buttonText}
          </Button>
        ) : (
          // A real link to sign-up: it works before hydration and without JavaScript.
          <Button w="full" colorPalette="blue" variant={display.popular ? 'solid' : 'outline'} asChild>
            <a href={signupPathFor(plan.id)} aria-label={label}>
              {display.buttonText}
            </a>
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
