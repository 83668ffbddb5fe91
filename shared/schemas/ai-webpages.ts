import * as z from 'zod';
import { WEBPAGE_STATUSES, WEBPAGE_TEMPLATES } from '../enums';
import { fromStoreShape, hexColor, id, requiredText, shortText, timestamp } from './common';

/**
 * The AI webpage's wire shapes (spec part 3 §3, §5, §7; issue 15). One source: the API parses with these,
 * the renderer takes their output type and the web derives its form types from them.
 */
export const webpageTemplateId = z.enum(WEBPAGE_TEMPLATES, { error: 'Choose a template' });
export type WebpageTemplateId = z.infer<typeof webpageTemplateId>;

/** Words a pathname may not be: the product's own top-level paths and names a visitor could mistake for ours. */
export const RESERVED_PATHNAMES = [
  'about', 'account', 'admin', 'api', 'app', 'assets', 'auth', 'billing', 'blog', 'cdn', 'contact',
  'dashboard', 'docs', 'favicon', 'health', 'help', 'index', 'login', 'logout', 'mail', 'null', 'page',
  'pages', 'parley', 'pricing', 'privacy', 'public', 'register', 'robots', 'root', 'settings', 'signin',
  'signup', 'sitemap', 'static', 'status', 'support', 'terms', 'undefined', 'widget', 'ws', 'www',
] as const; // biome-ignore format: one list, read as words

export const PATHNAME_MIN = 3;
export const PATHNAME_MAX = 60;
/** The whole customData as JSON, in UTF-8 bytes. */
export const CUSTOM_DATA_MAX_BYTES = 20 * 1024;

export const webpagePathname = z
  .string()
  .trim()
  .min(1, 'Website path is required')
  .min(PATHNAME_MIN, `Website path must be at least ${PATHNAME_MIN} characters`)
  .max(PATHNAME_MAX, `Website path must be at most ${PATHNAME_MAX} characters`)
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'Website path may use only lowercase letters, digits and single dashes between them',
  )
  .refine((p) => !(RESERVED_PATHNAMES as readonly string[]).includes(p), 'This website path is reserved');

/** A free text of customData: optional, trimmed, bounded; missing loads as '' (spec §3). */
const text = (max = 120) => shortText(max, `Must be at most ${max} characters`).default('');
const longText = (max: number) => text(max);
/** A link the owner gives: empty, or an http(s) URL (a javascript: link is refused here and dropped on render). */
const link = z
  .string()
  .trim()
  .max(300, 'Must be at most 300 characters')
  .refine((s) => s === '' || /^https?:\/\/[^\s]+$/i.test(s), 'Use a link starting with https://')
  .default('');

export const socialMediaSchema = z.strictObject({
  facebook: link,
  instagram: link,
  linkedin: link,
  twitter: link,
  github: link,
  website: link,
});
export type SocialMedia = z.infer<typeof socialMediaSchema>;

/** The fields every template has: the contact block, the about text and the social links. */
const commonShape = {
  email: z
    .string()
    .trim()
    .max(254, 'Must be at most 254 characters')
    .refine((s) => s === '' || z.email().safeParse(s).success, 'Invalid email address')
    .default(''),
  phone: text(40),
  address: text(300),
  aboutText: longText(2000),
  socialMedia: socialMediaSchema.prefault({}),
};

/** The three numbered items of a list section, typed by name: trio('dish', { Name, Price }) → dish1Name … dish3Price. */
type Trio<P extends string, S> = { [K in keyof S & string as `${P}${1 | 2 | 3}${K}`]: S[K] };
const trio = <P extends string, S extends Record<string, z.ZodType>>(prefix: P, item: S): Trio<P, S> =>
  Object.fromEntries(
    [1, 2, 3].flatMap((n) => Object.entries(item).map(([key, schema]) => [`${prefix}${n}${key}`, schema])),
  ) as Trio<P, S>;
const DESC = 500;
const PRICE = 40;

/** Each template's own fields, exactly the names of spec part 3 §3. */
export const templateFieldShapes = {
  'business-landing': {
    businessName: text(),
    industry: text(),
    slogan: text(200),
    ...trio('service', { '': text(200) }),
  },
  'ecommerce-store': {
    brandName: text(),
    category: text(),
    ...trio('product', { Name: text(), Price: text(PRICE), Description: longText(DESC) }),
  },
  'real-estate': {
    agentName: text(),
    license: text(),
    realEstateExperience: text(),
    ...trio('property', { Address: text(300), Price: text(PRICE), Description: longText(DESC) }),
  },
  restaurant: {
    restaurantName: text(),
    cuisine: text(),
    chefName: text(),
    hours: text(300),
    ...trio('dish', { Name: text(), Price: text(PRICE), Description: longText(DESC) }),
  },
  healthcare: {
    doctorName: text(),
    specialty: text(),
    education: text(200),
    ...trio('service', { '': text(200) }),
  },
  education: {
    institutionName: text(),
    accreditation: text(200),
    ...trio('course', { '': text(200) }),
  },
  freelancer: {
    freelancerName: text(),
    specialization: text(),
    experience: text(),
    serviceWebDev: text(200),
    serviceUIUX: text(200),
    serviceMobile: text(200),
    ...trio('project', { Name: text(), Description: longText(DESC) }),
  },
  photographer: {
    photographerName: text(),
    location: text(),
    weddingPrice: text(PRICE),
    portraitPrice: text(PRICE),
    eventPrice: text(PRICE),
  },
  'tour-planner': {
    agencyName: text(),
    yearsInBusiness: text(),
    ...trio('destination', { '': text(200) }),
    budgetPrice: text(PRICE),
    premiumPrice: text(PRICE),
    luxuryPrice: text(PRICE),
  },
} satisfies Record<WebpageTemplateId, Record<string, z.ZodType>>;

const utf8Bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value ?? {})).length;

/**
 * One template's customData: a strict object (an unknown key is refused, named), every text bounded,
 * and the whole at most 20 KB, checked first so a huge body costs one message and no field parsing.
 */
export function customDataSchemaFor<T extends WebpageTemplateId>(template: T) {
  return customDataOf(z.strictObject({ ...commonShape, ...templateFieldShapes[template] }));
}
/** The same as stored and answered: text saved before the input rule tightened is shown cleaned (common.ts fromStore). */
const storedCustomDataSchemaFor = <T extends WebpageTemplateId>(template: T) =>
  customDataOf(z.strictObject(fromStoreShape({ ...commonShape, ...templateFieldShapes[template] })));

function customDataOf<F extends z.ZodType>(fields: F) {
  return z
    .unknown()
    .refine((v) => utf8Bytes(v) <= CUSTOM_DATA_MAX_BYTES, 'Page content must be at most 20 KB')
    .pipe(z.preprocess((v) => v ?? {}, fields));
}
/** Every field of a template's customData (the common ones and its own), in catalogue order. */
export const customDataKeys = (template: WebpageTemplateId): string[] => [
  ...Object.keys(commonShape),
  ...Object.keys(templateFieldShapes[template]),
];

const customDataByTemplate = Object.fromEntries(WEBPAGE_TEMPLATES.map((t) => [t, customDataSchemaFor(t)])) as {
  [T in WebpageTemplateId]: ReturnType<typeof customDataSchemaFor<T>>;
};
const storedCustomDataByTemplate = Object.fromEntries(
  WEBPAGE_TEMPLATES.map((t) => [t, storedCustomDataSchemaFor(t)]),
) as unknown as typeof customDataByTemplate;

/** The four required fields and the colour, as the wizard's Basic Info step and the API share them. */
export const webpageBasicsShape = {
  name: requiredText('Website name', 120),
  pathname: webpagePathname,
  title: requiredText('Website title', 160),
  description: requiredText('Website description', 1000),
  primaryColor: hexColor.default('#3B82F6'),
};
export const webpageBasicsSchema = z.object(webpageBasicsShape);

/** name, pathname, title, description, colour and the chosen template with that template's customData. */
const withTemplate = <S extends z.core.$ZodLooseShape>(shape: S, customData = customDataByTemplate) =>
  z.discriminatedUnion(
    'template',
    WEBPAGE_TEMPLATES.map((t) =>
      z.object({ ...shape, template: z.literal(t), customData: customData[t] }),
    ) as unknown as [
      {
        [T in WebpageTemplateId]: z.ZodObject<
          S & { template: z.ZodLiteral<T>; customData: (typeof customDataByTemplate)[T] }
        >;
      }[WebpageTemplateId],
      ...{
        [T in WebpageTemplateId]: z.ZodObject<
          S & { template: z.ZodLiteral<T>; customData: (typeof customDataByTemplate)[T] }
        >;
      }[WebpageTemplateId][],
    ],
    { error: 'Choose a template' },
  );

/** PUT /api/ai-webpages/{id}: the edit form does not send a status (spec §4). */
export const updateWebpageSchema = withTemplate(webpageBasicsShape);
export type UpdateWebpageInput = z.input<typeof updateWebpageSchema>;

/**
 * PUT /api/ai-webpages/{id}'s body: the edit form sends customData as JSON text (spec part 3 §7) and an
 * empty colour when none was picked; a JSON body sends the object. Text that is not JSON is a 400
 * naming customData.
 */
export const updateWebpageFormBody = z.preprocess((value, ctx) => {
  if (!value || typeof value !== 'object') return value;
  const { customData, primaryColor, ...rest } = value as Record<string, unknown>;
  const out: Record<string, unknown> = { ...rest, customData };
  if (primaryColor !== '') out.primaryColor = primaryColor;
  if (typeof customData === 'string') {
    try {
      out.customData = customData.trim() === '' ? {} : JSON.parse(customData);
    } catch {
      ctx.addIssue({ code: 'custom', path: ['customData'], message: 'Page content must be JSON', input: customData });
      return z.NEVER;
    }
  }
  return out;
}, updateWebpageSchema);

/** POST /api/ai-webpages: the same, and a status (default draft). */
export const createWebpageSchema = withTemplate({
  ...webpageBasicsShape,
  status: z.enum(WEBPAGE_STATUSES).default('draft'),
});
export type CreateWebpageInput = z.input<typeof createWebpageSchema>;

/** PATCH /api/ai-webpages/{id}/status */
export const webpageStatusSchema = z.object({ status: z.enum(WEBPAGE_STATUSES, { error: 'Choose a status' }) });

/** The webpage as the API answers it: the record of spec §3 with its stored extras. */
export const aiWebpageSchema = withTemplate(
  {
    // the stored page: text saved before the input rule tightened is shown cleaned, never a 500 (common.ts)
    ...fromStoreShape(webpageBasicsShape),
    id,
    clientId: id,
    status: z.enum(WEBPAGE_STATUSES).default('draft'),
    /** Set by the server when it stores the uploaded logo; http(s) only, like every link the page renders. */
    logoUrl: z
      .url({ protocol: /^https?$/, error: 'Use a link starting with https://' })
      .max(500)
      .optional(),
    visits: z.number().int().min(0).default(0),
    conversions: z.number().int().min(0).default(0),
    lastModified: timestamp,
    seoData: z.record(z.string(), z.unknown()).optional(),
  },
  storedCustomDataByTemplate,
);
export type AiWebpage = z.infer<typeof aiWebpageSchema>;
export type CustomDataOf<T extends WebpageTemplateId> = Extract<AiWebpage, { template: T }>['customData'];

/** GET/POST/PUT/PATCH of one webpage: `{webpage}`. */
export const webpageReplySchema = z.object({ webpage: aiWebpageSchema });
export type WebpageReply = z.infer<typeof webpageReplySchema>;

/** GET /api/ai-webpages/{id}/preview: the rendered page's HTML. */
export const webpagePreviewResponse = z.string();

/** GET /api/ai-webpages: the account's webpages (at most one: one webpage per account, spec §5). */
export const webpageListSchema = z.object({ webpages: z.array(aiWebpageSchema) });
export type WebpageList = z.infer<typeof webpageListSchema>;

/** POST /api/ai-webpages/write-content: "Write it for me" in the wizard (issue 15 §3). */
export const writeWebpageRequestSchema = z.strictObject({
  template: webpageTemplateId,
  businessName: requiredText('Business name', 120),
  industry: shortText(80, 'Industry must be at most 80 characters').default(''),
  summary: requiredText('One-line description', 200),
});
export type WriteWebpageRequest = z.input<typeof writeWebpageRequestSchema>;

/**
 * What "Write it for me" fills: the title, the description and the template's customData. `writtenBy`
 * says which provider wrote it: the local writer offline, OpenAI when the platform has it configured.
 */
export const writeWebpageResultSchema = withTemplate({
  title: requiredText('Website title', 160),
  description: requiredText('Website description', 1000),
  writtenBy: z.enum(['local', 'openai']),
});
export type WriteWebpageResult = z.infer<typeof writeWebpageResultSchema>;
