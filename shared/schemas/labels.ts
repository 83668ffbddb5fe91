import * as z from 'zod';
import { LABEL_COLOURS } from '../enums';
import { requiredText, searchQuery, timestamp } from './common';
import { CONVERSATION_FILTERS } from './conversations';

/** Conversation labels (issue 32 item 5): tenant-defined, a colour of a fixed palette, kept by owners. */
export { LABEL_COLOURS };
export type LabelColour = (typeof LABEL_COLOURS)[number];
export const LABEL_LIMITS = { perTenant: 50, name: 32, perConversation: 10 } as const;

const colour = z.enum(LABEL_COLOURS, { error: `Colour: one of ${LABEL_COLOURS.join(', ')}` });
const labelId = z.string().min(1).max(64);

export const labelSchema = z.object({
  id: z.string(),
  name: z.string(),
  colour: z.enum(LABEL_COLOURS),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Label = z.infer<typeof labelSchema>;

/** GET /api/inbox/labels: the tenant's, by name. */
export const listLabelsResponse = z.object({ labels: z.array(labelSchema) });
export type ListLabelsResponse = z.output<typeof listLabelsResponse>;

const labelBody = z.object({ name: requiredText('Name', LABEL_LIMITS.name), colour }).strict();
/** POST /api/inbox/labels */
export const createLabelBody = labelBody;
export const createLabelResponse = z.object({ label: labelSchema });
export type CreateLabelResponse = z.output<typeof createLabelResponse>;

const idParams = z.object({ id: labelId }).strict();
/** PATCH /api/inbox/labels/{id} */
export const updateLabelParams = idParams;
export const updateLabelBody = labelBody
  .partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, 'Nothing to change');
export const updateLabelResponse = createLabelResponse;
export type UpdateLabelResponse = z.output<typeof updateLabelResponse>;

/** DELETE /api/inbox/labels/{id}: 204 (conversations may keep the id; readers show nothing for it). */
export const deleteLabelParams = idParams;
export const deleteLabelResponse = z.undefined();
export type DeleteLabelResponse = z.output<typeof deleteLabelResponse>;

/** PUT /api/inbox/conversations/{id}/labels: the conversation's labels, all of them (an empty list clears). */
export const setConversationLabelsParams = idParams;
export const setConversationLabelsBody = z
  .object({
    labelIds: z
      .array(labelId)
      .max(LABEL_LIMITS.perConversation, `At most ${LABEL_LIMITS.perConversation} labels on a conversation`)
      .transform((ids) => [...new Set(ids)]),
  })
  .strict();
export const setConversationLabelsResponse = z.object({
  conversation: z.object({ id: z.string(), labelIds: z.array(z.string()) }),
});
export type SetConversationLabelsResponse = z.output<typeof setConversationLabelsResponse>;

/** GET /api/inbox/conversations/export-csv?status=&search=&labelId= — the monitor's filtered list as CSV. */
export const exportConversationsCsvQuery = z
  .object({ status: z.enum(CONVERSATION_FILTERS).default('all'), search: searchQuery, labelId: labelId.optional() })
  .strict();
export const exportConversationsCsvResponse = z.string();
export type ExportConversationsCsvResponse = z.output<typeof exportConversationsCsvResponse>;
