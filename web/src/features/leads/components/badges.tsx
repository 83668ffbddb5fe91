import { Badge } from '@chakra-ui/react';
import { type LeadTier, urgencyLabel } from '@shared/schemas/leads';
import type { LeadRow } from '../api/leads';
import { STATUS_LABELS, STATUS_PALETTES, TIER_LABELS, TIER_PALETTES, URGENCY_PALETTES } from './labels';

export function LeadStatusBadge({ status }: { status: LeadRow['status'] }) {
  return (
    <Badge colorPalette={STATUS_PALETTES[status]} variant="subtle">
      {STATUS_LABELS[status]}
    </Badge>
  );
}

export function TierBadge({ tier, score }: { tier: LeadTier; score: number }) {
  return (
    <Badge colorPalette={TIER_PALETTES[tier]} variant="subtle">
      {TIER_LABELS[tier]} · {score}
    </Badge>
  );
}

export function UrgencyBadge({ score }: { score: number }) {
  const label = urgencyLabel(score);
  return (
    <Badge colorPalette={URGENCY_PALETTES[label]} variant="subtle">
      {label} urgency
    </Badge>
  );
}
