import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { ActivityCategory, ActivityEntry, ActivityLevel } from '../api/activity';

export const LEVEL_LABELS: Record<ActivityLevel, string> = { info: 'INFO', warn: 'WARN', error: 'ERROR' };
const LEVEL_PALETTES: Record<ActivityLevel, string> = { info: 'blue', warn: 'orange', error: 'red' };
/** The spec's filter names (part 3 §2 Activity Logs). */
export const CATEGORY_LABELS: Record<ActivityCategory, string> = {
  user: 'User Actions',
  system: 'System Events',
  security: 'Security Events',
  api: 'API Calls',
};

/** Log entries, newest first: level badge, what happened, who, where and when. */
export function ActivityList({ entries }: { entries: ActivityEntry[] }) {
  return (
    <Stack as="ol" gap="0" listStyleType="none" aria-label="Activity entries">
      {entries.map((e) => (
        <Box as="li" key={e.id} py="2" borderBottomWidth="1px" data-testid="activity-entry">
          <HStack gap="2" align="flex-start">
            <Badge colorPalette={LEVEL_PALETTES[e.level]} variant="subtle" minW="14" justifyContent="center">
              {LEVEL_LABELS[e.level]}
            </Badge>
            <Box flex="1" minW="0">
              <Text fontSize="sm" wordBreak="break-word">
                {e.message}
              </Text>
              <Text fontSize="xs" color="gray.600">
                <time dateTime={e.at}>{new Date(e.at).toLocaleString()}</time>
                {' · '}
                {CATEGORY_LABELS[e.category]}
                {e.actorEmail && ` · ${e.actorEmail}`}
                {e.ip && ` · ${e.ip}`}
                {e.fields.length > 0 && ` · fields: ${e.fields.join(', ')}`}
              </Text>
            </Box>
          </HStack>
        </Box>
      ))}
    </Stack>
  );
}
