import { Button, Center, Heading, Text, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** Any path the route table does not know (spec part 1 §2). */
export function NotFoundPage() {
  return (
    <Center as="main" minH="100vh" px="6" bg="gray.50">
      <VStack gap="4" textAlign="center">
        <Heading as="h1" size="3xl">
          404 Page Not Found
        </Heading>
        <Text color="gray.600">Did you forget to add the page to the router?</Text>
        <Button asChild colorPalette="blue">
          <RouterLink to="/">Go to the home page</RouterLink>
        </Button>
      </VStack>
    </Center>
  );
}
