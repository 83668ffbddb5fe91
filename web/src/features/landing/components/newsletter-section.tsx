import { Box, Button, Field, Heading, Input, Stack, Text, VStack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { HydratedFieldset } from '../../../components/hydrated-fieldset';
import { notify } from '../../../components/notify';
import { errorStatus } from '../../../lib/api-client';
import { useSubscribeNewsletter } from '../api/public-forms';
import { loadPublicSiteSchemas } from '../public-site-schemas';

export const ALREADY_SUBSCRIBED = "You're already subscribed to our newsletter!";

export function NewsletterSection() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const subscribe = useSubscribeNewsletter();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { newsletterInputSchema } = await loadPublicSiteSchemas();
    const parsed = newsletterInputSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Invalid email address');
      return;
    }
    setError(undefined);
    subscribe.mutate(parsed.data.email, {
      onSuccess: () => {
        notify.success('Subscribed!', 'Thanks — product news and tips are on their way.');
        setEmail('');
      },
      onError: (err) => {
        if (errorStatus(err) === 409) notify.info(ALREADY_SUBSCRIBED);
        else notify.error('Something went wrong. Please try again.');
      },
    });
  };

  return (
    <Box as="section" aria-labelledby="newsletter-heading" bg="gray.50" py={{ base: '12', md: '16' }}>
      <VStack maxW="2xl" mx="auto" px={{ base: '4', md: '6' }} gap="4" textAlign="center">
        <Heading as="h2" id="newsletter-heading" size="2xl">
          Stay in the loop
        </Heading>
        <Text color="gray.600">Product updates and practical tips on customer conversations. No spam.</Text>
        <Stack asChild direction={{ base: 'column', sm: 'row' }} w="full" gap="3" align="start">
          <form
            onSubmit={onSubmit}
            onFocus={() => void loadPublicSiteSchemas()}
            noValidate
            aria-label="Newsletter sign-up"
          >
            <HydratedFieldset>
              <Field.Root invalid={!!error} flex="1">
                <Field.Label srOnly>Email address for the newsletter</Field.Label>
                <Input
                  type="email"
                  name="newsletter-email"
                  autoComplete="email"
                  placeholder="you@company.com"
                  bg="white"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                />
                <Field.ErrorText>{error}</Field.ErrorText>
              </Field.Root>
              <Button
                type="submit"
                colorPalette="blue"
                loading={subscribe.isPending}
                loadingText="Subscribing…"
                w={{ base: 'full', sm: 'auto' }}
              >
                Subscribe
              </Button>
            </HydratedFieldset>
          </form>
        </Stack>
      </VStack>
    </Box>
  );
}
