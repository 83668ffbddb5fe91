import { Badge, Box, Button, Flex, Progress, Stack, Text } from '@chakra-ui/react';
import { urgencyLabel } from '@shared/schemas/leads';
import type { LeadRow } from '../api/leads';
import { TierBadge } from './badges';
import { formatDateTime, URGENCY_PALETTES } from './labels';

/**
 * The Manage dialog's AI Insights tab (spec §2.2, §9): enrich this lead or all of them, then intent,
 * confidence %, the urgency bar with its label, smart tags and the summary with when it was analysed;
 * and the lead score with the reasons it is made of.
 */
export function AiInsights(props: {
  lead: LeadRow;
  canEnrich: boolean;
  enriching: boolean;
  bulkRunning: boolean;
  onEnrich(): void;
  onBulkEnrich(): void;
}) {
  const e = props.lead.aiEnrichment;
  const hasText = Boolean(props.lead.message) || props.lead.source === 'widget' || props.lead.source === 'chat';
  return (
    <Stack gap="4">
      {props.canEnrich && (
        <Flex gap="2" wrap="wrap">
          <Button
            size="sm"
            colorPalette="purple"
            onClick={props.onEnrich}
            loading={props.enriching}
            loadingText="Enriching..."
          >
            AI Enrich Lead
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={props.onBulkEnrich}
            loading={props.bulkRunning}
            loadingText="Processing..."
          >
            Bulk Enrich All
          </Button>
        </Flex>
      )}
      {!e ? (
        <Text color="gray.600">
          {hasText ? 'No AI enrichment data available.' : 'No message available for AI analysis'}
        </Text>
      ) : (
        <Stack gap="3">
          <Flex gap="6" wrap="wrap">
            <Box>
              <Text fontSize="xs" color="gray.600">
                Intent
              </Text>
              <Badge colorPalette="purple" variant="subtle" size="lg">
                {e.intentAnalysis}
              </Badge>
            </Box>
            <Box>
              <Text fontSize="xs" color="gray.600">
                Confidence
              </Text>
              <Text fontWeight="semibold">{Math.round(e.confidence * 100)}%</Text>
            </Box>
          </Flex>
          <Box>
            <Flex justify="space-between" fontSize="sm">
              <Text>Urgency</Text>
              <Text fontWeight="semibold">
                {urgencyLabel(e.urgencyScore)} ({e.urgencyScore}/10)
              </Text>
            </Flex>
            <Progress.Root
              value={e.urgencyScore * 10}
              size="sm"
              colorPalette={URGENCY_PALETTES[urgencyLabel(e.urgencyScore)]}
            >
              <Progress.Track aria-label={`Urgency ${e.urgencyScore} of 10: ${urgencyLabel(e.urgencyScore)}`}>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          </Box>
          {e.tags.length > 0 && (
            <Box>
              <Text fontSize="xs" color="gray.600" mb="1">
                Smart tags
              </Text>
              <Flex gap="1" wrap="wrap">
                {e.tags.map((tag) => (
                  <Badge key={tag} variant="outline">
                    {tag}
                  </Badge>
                ))}
              </Flex>
            </Box>
          )}
          <Box bg="gray.50" rounded="md" p="3">
            <Text fontSize="xs" color="gray.600" mb="1">
              Lead quality summary · analysed {formatDateTime(e.enrichedAt)}
            </Text>
            <Text fontSize="sm">{e.summaryText}</Text>
          </Box>
        </Stack>
      )}
      <Box>
        <Flex gap="2" align="center" mb="1">
          <Text fontSize="sm" fontWeight="semibold">
            Lead score
          </Text>
          <TierBadge tier={props.lead.tier} score={props.lead.score} />
        </Flex>
        <Stack as="ul" gap="0.5" fontSize="sm" color="gray.700" pl="4" listStyleType="disc">
          {props.lead.scoreReasons.map((r) => (
            <li key={r.label}>
              {r.label}: +{r.points}
            </li>
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}
