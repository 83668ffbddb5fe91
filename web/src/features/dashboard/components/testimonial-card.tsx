import { Badge, Button, Card, Field, Heading, HStack, RatingGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { mayAccess } from '@shared/access';
import type { TestimonialStatus } from '@shared/schemas/testimonial';
import { type FormEvent, useEffect, useState } from 'react';
import { notify } from '../../../components/notify';
import { useSession } from '../../../lib/api/session';
import { serverErrorText, serverFieldErrors } from '../../../lib/api-client';
import { fieldErrors } from '../../../lib/form-errors';
import { useMyTestimonial, useSaveTestimonial } from '../api/testimonial';

const STATUS_TEXT: Record<TestimonialStatus, { label: string; palette: string; note: string }> = {
  pending: {
    label: 'Waiting for approval',
    palette: 'orange',
    note: 'It appears on the Parley website once approved.',
  },
  approved: {
    label: 'Published',
    palette: 'green',
    note: 'It is shown on the Parley website. Editing it sends it for approval again.',
  },
  rejected: {
    label: 'Not published',
    palette: 'gray',
    note: 'It is not shown on the Parley website. You can edit it and send it again.',
  },
};

/** "Rate Parley": the owner's one testimonial (rating and quote), shown publicly only after approval. */
export function TestimonialCard() {
  const session = useSession();
  const isOwner = !!session.data && mayAccess(session.data.role, 'owner');
  const mine = useMyTestimonial(isOwner);
  const save = useSaveTestimonial();
  const [rating, setRating] = useState(0);
  const [quote, setQuote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'rating' | 'quote', string>>>({});

  useEffect(() => {
    if (mine.data) {
      setRating(mine.data.rating);
      setQuote(mine.data.quote);
    }
  }, [mine.data]);

  if (!isOwner || mine.isPending) return null;
  const status = mine.data ? STATUS_TEXT[mine.data.status] : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The rules are the server's zod schema, loaded on submit: zod is too heavy for the dashboard's first load.
    const { testimonialInputSchema } = await import('@shared/schemas/testimonial');
    const parsed = testimonialInputSchema.safeParse({ rating, quote });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => notify.success('Thank you!', 'Your review was sent for approval.'),
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        notify.error(serverErrorText(error, 'Your review could not be saved. Please try again.'));
      },
    });
  };

  return (
    <Card.Root as="section" aria-labelledby="testimonial-heading">
      <Card.Header>
        <HStack justify="space-between" flexWrap="wrap">
          <Heading as="h2" size="md" id="testimonial-heading">
            Rate Parley
          </Heading>
          {status && <Badge colorPalette={status.palette}>{status.label}</Badge>}
        </HStack>
        <Text color="gray.600" fontSize="sm">
          {status?.note ??
            'Tell other businesses what Parley does for you. Your name, company, rating and quote may be shown on the Parley website once approved.'}
        </Text>
      </Card.Header>
      <Card.Body>
        <form onSubmit={submit} aria-label="Rate Parley" noValidate>
          <Stack gap="4">
            <Field.Root invalid={!!errors.rating}>
              <RatingGroup.Root
                count={5}
                value={rating}
                onValueChange={(details) => setRating(details.value)}
                colorPalette="orange"
              >
                <RatingGroup.Label>Your rating</RatingGroup.Label>
                <RatingGroup.HiddenInput />
                <RatingGroup.Control />
              </RatingGroup.Root>
              <Field.ErrorText>{errors.rating}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!errors.quote}>
              <Field.Label>Your review</Field.Label>
              <Textarea
                name="quote"
                value={quote}
                onChange={(e) => setQuote(e.target.value)}
                rows={3}
                maxLength={500}
              />
              <Field.HelperText>20 to 500 characters.</Field.HelperText>
              <Field.ErrorText>{errors.quote}</Field.ErrorText>
            </Field.Root>
            <Button type="submit" colorPalette="blue" alignSelf="flex-start" loading={save.isPending}>
              {mine.data ? 'Update review' : 'Send review'}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
