import { WEBPAGE_TEMPLATES } from '@shared/enums';
import { writeWebpageResultSchema } from '@shared/schemas/ai-webpages';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { WRITABLE_FIELDS, writableKeys } from './write-fields';
import { clip, listedItems, placeOf, writeLocally } from './write-local';
import { answerJsonSchema, answerSchemaFor } from './write-openai';

const owner = {
  businessName: 'Sunrise Bistro',
  industry: 'Italian',
  summary: 'Wood-fired pizza, fresh pasta and gelato in Bengaluru',
};
const HTML_SUMMARY =
  '<script>alert(1)</script><b>Fresh</b> bread & <i>cakes</i>, baked daily"><img src=x onerror=alert(1)>';

/** A result's customData as plain strings (the union of nine shapes has no common item keys). */
const dataOf = (r: ReturnType<typeof writeLocally>) => r.customData as unknown as Record<string, string>;

/** Every string of the result, customData included, as one list. */
const texts = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(texts) : [];

describe.each(WEBPAGE_TEMPLATES)('writeLocally(%s)', (template) => {
  const result = writeLocally({ template, ...owner });

  it('passes the result schema with the template, the title, the description and the about text', () => {
    expect(writeWebpageResultSchema.parse(result)).toEqual(result);
    expect(result).toMatchObject({ template, writtenBy: 'local' });
    expect(result.title).toContain('Sunrise Bistro');
    expect(result.description).toContain('Wood-fired pizza');
    expect(dataOf(result).aboutText).toContain('Wood-fired pizza, fresh pasta and gelato in Bengaluru.');
  });

  it('puts the business name as given in the template name field and leaves the contact block to the owner', () => {
    const data = result.customData as Record<string, unknown>;
    const nameField = WRITABLE_FIELDS[template].name;
    // healthcare's name field is the doctor's: a person only the owner can name
    if (nameField) expect(data[nameField]).toBe('Sunrise Bistro');
    else expect(data.doctorName).toBe('');
    expect([data.email, data.phone, data.address]).toEqual(['', '', '']);
    expect(Object.values(data.socialMedia as object).every((v) => v === '')).toBe(true);
  });

  it('fills only writable fields: prices, years, licences, hours and names of people stay empty', () => {
    const writable = new Set([...writableKeys(template), WRITABLE_FIELDS[template].name ?? '', 'socialMedia']);
    const data = result.customData as Record<string, unknown>;
    const filledElsewhere = Object.keys(data).filter((k) => !writable.has(k) && data[k] !== '');
    expect(filledElsewhere).toEqual([]);
    for (const key of Object.keys(data).filter((k) =>
      /Price|years|experience|license|chefName|hours|education|accreditation/i.test(k),
    ))
      expect(data[key], key).toBe('');
  });

  it('invents no figure: every digit in the copy comes from what the owner typed', () => {
    const withDigits = writeLocally({ template, businessName: 'Studio 9', industry: '', summary: 'Open since 2015' });
    const digits = texts(withDigits).join(' ').match(/\d+/g) ?? [];
    expect(digits.every((d) => ['9', '2015'].includes(d))).toBe(true);
    expect(texts(result).join(' ')).not.toMatch(/\d|award|review|rated|★/i);
  });

  it('turns a description with HTML into plain text that passes the schema', () => {
    const r = writeLocally({ template, businessName: '<b>Crumbs</b>', industry: 'Bakery<br>', summary: HTML_SUMMARY });
    expect(writeWebpageResultSchema.safeParse(r).success).toBe(true);
    const all = texts(r).join(' ');
    expect(all).not.toMatch(/[<>]/);
    expect(all).not.toContain('alert(1)'); // a script element's content is dropped with it
    expect(dataOf(r).aboutText).toContain('Fresh bread & cakes, baked daily');
  });

  it('is deterministic and stays within every length limit for the longest input', () => {
    expect(writeLocally({ template, ...owner })).toEqual(result);
    const long = writeLocally({
      template,
      businessName: 'N'.repeat(120),
      industry: 'I'.repeat(80),
      summary: `${'word '.repeat(39)}wordy`,
    });
    expect(writeWebpageResultSchema.safeParse(long).success).toBe(true);
  });

  it('asks OpenAI only for the writable fields, in a strict JSON Schema', () => {
    const schema = answerJsonSchema(template) as {
      properties: object;
      required: string[];
      additionalProperties: boolean;
    };
    expect(schema.additionalProperties).toBe(false);
    expect([...schema.required].sort()).toEqual(['description', 'title', ...writableKeys(template)].sort());
    expect(schema.required.some((k) => /Price|license|chefName|hours|email|phone/.test(k))).toBe(false);
    // the JSON Schema says exactly what the zod check of the answer accepts, each field described
    const { $schema: _, ...fromZod } = z.toJSONSchema(answerSchemaFor(template)) as Record<string, unknown>;
    expect(schema).toEqual(fromZod);
    expect(schema).not.toHaveProperty('$schema');
    for (const p of Object.values(schema.properties))
      expect(p).toEqual({ type: 'string', description: expect.stringMatching(/\w/) });
  });
});

describe('reading the owner line', () => {
  it('takes the entries of a listed description and the place it ends with', () => {
    expect(listedItems(owner.summary)).toEqual(['Wood-fired pizza', 'Fresh pasta', 'Gelato']);
    expect(listedItems('Family-run Italian restaurant')).toEqual([]);
    expect(placeOf('Wedding photography in Jaipur.')).toBe('Jaipur');
    expect(placeOf('Wedding photography')).toBe('');
  });

  it('falls back to generic entries when the description lists nothing, and none for places', () => {
    const food = dataOf(
      writeLocally({
        template: 'restaurant',
        businessName: 'Rasa',
        industry: '',
        summary: 'Family-run kitchen',
      }),
    );
    expect([food.dish1Name, food.dish2Name, food.dish3Name]).toEqual(['Starters', 'Main courses', 'Desserts']);
    const tours = dataOf(
      writeLocally({
        template: 'tour-planner',
        businessName: 'Go',
        industry: '',
        summary: 'Trips to Goa, Kerala and Ladakh',
      }),
    );
    expect([tours.destination1, tours.destination2, tours.destination3]).toEqual(['Goa', 'Kerala', 'Ladakh']);
    const nowhere = dataOf(
      writeLocally({
        template: 'tour-planner',
        businessName: 'Go',
        industry: '',
        summary: 'Holidays for families',
      }),
    );
    expect(nowhere.destination1).toBe('');
  });

  it('gives the business landing a slogan of what and where, not a second copy of the description', () => {
    const slogan = (industry: string, summary: string) =>
      dataOf(writeLocally({ template: 'business-landing', businessName: 'B', industry, summary })).slogan;
    expect(slogan('Plumbing', 'Leak repairs and water heaters in Pune')).toBe('Plumbing in Pune');
    expect(slogan('', 'Leak repairs')).toBe('');
  });

  it("takes the template's own word off the industry for the kind field", () => {
    const cuisine = (industry: string) =>
      dataOf(writeLocally({ template: 'restaurant', businessName: 'Rasa', industry, summary: 'Meals' })).cuisine;
    expect([cuisine('South Indian restaurant'), cuisine('Restaurant'), cuisine('Italian')]).toEqual([
      'South Indian',
      '',
      'Italian',
    ]);
  });

  it('offers a freelancer only the service kinds the line names, none when it names none', () => {
    const copywriter = dataOf(
      writeLocally({
        template: 'freelancer',
        businessName: 'Ravi',
        industry: 'Copywriter',
        summary: 'Words that sell',
      }),
    );
    expect([copywriter.serviceWebDev, copywriter.serviceUIUX, copywriter.serviceMobile]).toEqual(['', '', '']);
    const designer = dataOf(
      writeLocally({
        template: 'freelancer',
        businessName: 'Asha',
        industry: 'UI/UX designer',
        summary: 'Clean interfaces',
      }),
    );
    expect(designer.serviceUIUX).not.toBe('');
    expect([designer.serviceWebDev, designer.serviceMobile]).toEqual(['', '']);
  });

  it('clips at a word boundary', () => {
    expect(clip('alpha beta gamma', 12)).toBe('alpha beta');
    expect(clip('short', 12)).toBe('short');
  });
});
