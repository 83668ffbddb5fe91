import { Badge, Button, Card, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { notify } from '../../../components/notify';
import { SegmentedButtons } from '../../../components/segmented-buttons';
import { QueryState } from '../../../components/ui/query-state';
import { serverErrorText } from '../../../lib/api-client';
import { type TestimonialStatus, useAdminTestimonials, useApproveTestimonial } from '../api/admin';

const TABS: { value: TestimonialStatus; label: string }[] = [
  { value: 'pending', label: 'Waiting' },
  { value: 'approved', label: 'On the landing page' },
  { value: 'rejected', label: 'Hidden' },
];

/** Testimonials owners wrote: approve one for the landing page, or hide it. */
export function TestimonialsSection() {
  const [status, setStatus] = useState<TestimonialStatus>('pending');
  const list = useAdminTestimonials(status);
  const approve = useApproveTestimonial();
  const decide = async (id: string, approved: boolean) => {
    try {
      await approve.mutateAsync({ id, approved });
      notify.success(approved ? 'Testimonial approved' : 'Testimonial hidden');
    } catch (error) {
      notify.error('Failed to update testimonial', serverErrorText(error, 'Please try again.'));
    }
  };
  return (
    <Stack gap="4">
      <SegmentedButtons label="Show" options={TABS} value={status} onChange={setStatus} />
      <QueryState query={list} loading="Loading testimonials..." failed="We couldn't load the testimonials.">
        {(items) =>
          items.length === 0 ? (
            <Text color="gray.600">No testimonials here.</Text>
          ) : (
            <Stack gap="3">
              {items.map((t) => (
                <Card.Root key={t.id} variant="outline" bg="white">
                  <Card.Body gap="2">
                    <Flex justify="space-between" wrap="wrap" gap="2">
                      <Text fontWeight="semibold">
                        {t.name}, {t.company}
                      </Text>
                      <Badge variant="subtle">{'★'.repeat(t.rating)}</Badge>
                    </Flex>
                    <Text>“{t.quote}”</Text>
                    <Flex gap="2">
                      {t.status !== 'approved' && (
                        <Button size="sm" onClick={() => void decide(t.id, true)} loading={approve.isPending}>
                          Approve
                        </Button>
                      )}
                      {t.status !== 'rejected' && (
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => void decide(t.id, false)}
                          loading={approve.isPending}
                        >
                          Hide
                        </Button>
                      )}
                    </Flex>
                  </Card.Body>
                </Card.Root>
              ))}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
