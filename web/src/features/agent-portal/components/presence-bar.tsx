import { Badge, Flex, Text } from '@chakra-ui/react';
import type { AGENT_PRESENCE } from '@shared/schemas/realtime';
import { SelectControl } from '../../../components/ui/field-frame';
import type { TeamPresence } from '../api/presence';

type Status = (typeof AGENT_PRESENCE)[number];
const OPTIONS: { value: Status; label: string }[] = [
  { value: 'online', label: 'Online' },
  { value: 'away', label: 'Away' },
  { value: 'offline', label: 'Offline' },
];
const COLOUR: Record<Status, string> = { online: 'green', away: 'orange', offline: 'gray' };

/**
 * The portal header's presence (issue 32 item 2): my status (away after idle says so), and who else of
 * the team has the portal open, online or away. Offline agents get no new chats and no handoff counts on them.
 */
export function PresenceBar(props: {
  me: TeamPresence['me'] | undefined;
  team: TeamPresence['agents'];
  saving: boolean;
  onChange(status: Status): void;
}) {
  return (
    <Flex align="center" gap="3" wrap="wrap">
      {props.team.length > 0 && (
        <Flex as="ul" aria-label="Team" gap="1" data-testid="team-presence" listStyleType="none">
          {props.team.map((a) => (
            <Badge as="li" key={a.agentId} colorPalette={COLOUR[a.status]} variant="subtle">
              {a.agentName} · {a.status === 'online' ? 'Online' : 'Away'}
            </Badge>
          ))}
        </Flex>
      )}
      <Flex align="center" gap="2">
        {props.me?.auto && (
          <Text fontSize="sm" color="fg.muted">
            Away while idle
          </Text>
        )}
        <SelectControl
          aria-label="Your status"
          data-testid="presence-select"
          size="sm"
          options={OPTIONS}
          value={props.me?.status ?? 'online'}
          aria-busy={props.saving}
          onChange={(e) => props.onChange(e.target.value as Status)}
        />
      </Flex>
    </Flex>
  );
}
