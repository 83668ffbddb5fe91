import type { LeadRow } from '@shared/schemas/leads';
import { type CsvColumns, toCsv } from '../../base/csv';

/** The Leads CSV columns; the format and the formula guard are base/csv.ts's. */
const COLUMNS: CsvColumns<LeadRow> = [
  ['Name', (l) => l.name],
  ['Company', (l) => l.company],
  ['Email', (l) => l.email],
  ['Phone', (l) => l.phone],
  ['Status', (l) => l.status],
  ['Source', (l) => l.source],
  ['Score', (l) => l.score],
  ['Priority', (l) => l.tier],
  ['Intent', (l) => l.aiEnrichment?.intentAnalysis ?? null],
  ['Urgency', (l) => l.aiEnrichment?.urgencyScore ?? null],
  ['Message', (l) => l.message],
  ['Notes', (l) => l.internalNotes],
  ['Created', (l) => l.createdAt],
];

export const leadsCsv = (leads: LeadRow[]): string => toCsv(COLUMNS, leads);
