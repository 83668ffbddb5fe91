import { Badge, Box, Card, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import { BrandMark } from '../../../components/brand';
import { LogoutButton } from '../../../components/logout-button';
import { useSession } from '../../../lib/api/session';

/** Placeholder for the platform admin panel (spec part 3): who is signed in, logout, and an honest note. */
export function AdminPage() {
  const session = useSession();
  return (
    <Box minH="100vh" bg="gray.50">
      <Flex
        as="header"
        align="center"
        justify="space-between"
        h="16"
        px={{ base: '4', md: '8' }}
        bg="white"
        borderBottomWidth="1px"
        borderColor="gray.200"
      >
        <BrandMark />
        <HStack gap="3">
          <Text fontSize="sm" color="gray.700" display={{ base: 'none', sm: 'block' }}>
            {session.data?.email}
          </Text>
          <LogoutButton />
        </HStack>
      </Flex>
      <Box as="main" p={{ base: '4', md: '8' }} maxW="5xl" mx="auto">
        <Heading as="h1" size="2xl" mb="6">
          Admin Panel
        </Heading>
        <Card.Root variant="outline" bg="white">
          <Card.Body gap="3" alignItems="flex-start">
            <Badge colorPalette="orange" variant="subtle">
              Coming soon
            </Badge>
            <Text color="gray.700">
              Client, plan, enquiry, AI provider and payment gateway management will appear here.
            </Text>
          </Card.Body>
        </Card.Root>
      </Box>
    </Box>
  );
}
