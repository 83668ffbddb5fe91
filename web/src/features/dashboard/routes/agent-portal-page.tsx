import { Box } from '@chakra-ui/react';
import { ComingSoonPage } from './coming-soon-page';

/** /agent-portal is full screen, without the customer shell (spec part 1 §2); not built yet. */
export function AgentPortalPage() {
  return (
    <Box as="main" p={{ base: '4', md: '8' }} maxW="4xl" mx="auto">
      <ComingSoonPage title="Agent Portal" />
    </Box>
  );
}
