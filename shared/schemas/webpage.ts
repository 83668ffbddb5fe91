import * as z from 'zod';
import { WEBPAGE_STATUSES, WEBPAGE_TEMPLATES } from '../enums';
import { hexColor, id, jsonObject, requiredText, timestamps } from './common';

export const webpageSchema = z.object({
  id,
  clientId: id,
  name: requiredText('Website name', 120),
  pathname: z
    .string()
    .trim()
    .min(1, 'Website path is required')
    .max(60)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and dashes'),
  template: z.enum(WEBPAGE_TEMPLATES),
  title: requiredText('Website title', 160),
  description: z.string().trim().min(1, 'Website description is required').max(1000),
  primaryColor: hexColor.default('#3B82F6'),
  logoUrl: z.string().url().max(500).optional(),
  status: z.enum(WEBPAGE_STATUSES).default('draft'),
  visits: z.number().int().min(0).default(0),
  conversions: z.number().int().min(0).default(0),
  customData: jsonObject.default({}),
  seoData: jsonObject.optional(),
  ...timestamps,
});
export type Webpage = z.infer<typeof webpageSchema>;
