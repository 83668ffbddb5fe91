import { Button, Center, Heading, Text, VStack } from '@chakra-ui/react';
import type { UnsubscribeTargetResponse } from '@shared/schemas/mail';
import { useParams } from 'react-router-dom';
import { QueryState } from '../../../components/ui/query-state';
import { errorStatus, serverErrorText } from '../../../lib/api-client';
import { useUnsubscribeMail } from '../api/unsubscribe-mail';
import { useUnsubscribeTarget } from '../api/unsubscribe-target';

const WHAT: Record<UnsubscribeTargetResponse['category'], string> = {
  alert: 'alert emails',
  visitor: 'emails about your conversations',
};

const describe = (t: UnsubscribeTargetResponse) =>
  t.tenantName ? `${WHAT[t.category]} from ${t.tenantName}` : `${WHAT[t.category]} from Parley`;

/**
 * /unsubscribe/:token, the link at the foot of alert and visitor mails (issue 31). It asks before it
 * records: mail scanners open links, and an opt-out nobody chose would silently stop someone's mail.
 */
export function UnsubscribePage() {
  const { token = '' } = useParams();
  const target = useUnsubscribeTarget({ token });
  const unsubscribe = useUnsubscribeMail();
  return (
    <Center as="main" minH="100vh" px="6" bg="gray.50">
      <VStack gap="4" textAlign="center" maxW="md">
        <Heading as="h1" size="2xl">
          Unsubscribe
        </Heading>
        {errorStatus(target.error) === 404 ? (
          <Text>This unsubscribe link is unknown or has expired. Nothing was changed.</Text>
        ) : (
          <QueryState query={target} loading="Reading the link" failed="The link could not be read.">
            {(t) =>
              unsubscribe.isSuccess ? (
                <Text role="status">
                  You are unsubscribed: {t.address} will get no more {describe(t)}.
                </Text>
              ) : (
                <>
                  <Text>
                    Stop {describe(t)} to {t.address}?
                  </Text>
                  <Button
                    colorPalette="blue"
                    loading={unsubscribe.isPending}
                    onClick={() => unsubscribe.mutate({ params: { token } })}
                  >
                    Unsubscribe
                  </Button>
                  {unsubscribe.isError && (
                    <Text role="alert">{serverErrorText(unsubscribe.error, 'That did not work. Try again.')}</Text>
                  )}
                </>
              )
            }
          </QueryState>
        )}
      </VStack>
    </Center>
  );
}
