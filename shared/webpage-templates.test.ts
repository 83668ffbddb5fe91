// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { WEBPAGE_TEMPLATES } from './enums';
import type { CustomDataOf } from './schemas/ai-webpages';
import { WEBPAGE_TEMPLATE_CATALOGUE, webpageTemplate } from './webpage-templates';

// The web form reads the fields by name: the types must name them (tsc fails here if they regress to an index signature).
const dish: CustomDataOf<'restaurant'>['dish3Description'] = '';
// @ts-expect-error a freelancer field is not a restaurant field
const wrong: CustomDataOf<'restaurant'>['freelancerName'] = '';

describe('webpage template catalogue', () => {
  it('has the nine templates of the spec, in its order, with the spec categories', () => {
    expect(WEBPAGE_TEMPLATE_CATALOGUE.map((t) => t.id)).toEqual([...WEBPAGE_TEMPLATES]);
    expect(WEBPAGE_TEMPLATE_CATALOGUE.map((t) => t.category)).toEqual([
      'Business',
      'E-commerce',
      'Real Estate',
      'Food & Dining',
      'Healthcare',
      'Education',
      'Portfolio',
      'Creative',
      'Travel',
    ]);
    expect(webpageTemplate('restaurant').schemaType).toBe('Restaurant');
    expect([dish, wrong]).toEqual(['', '']);
  });

  it.each(WEBPAGE_TEMPLATE_CATALOGUE.map((t) => [t.id, t] as const))(
    '%s: name, description, four features, a clean SVG thumbnail',
    (_id, t) => {
      expect(t.name.length).toBeGreaterThan(3);
      expect(t.description.length).toBeGreaterThan(20);
      expect(new Set(t.features).size).toBe(4);
      const svg = new DOMParser().parseFromString(t.thumbnail, 'image/svg+xml');
      expect(svg.documentElement.nodeName).toBe('svg');
      expect(svg.querySelector('parsererror')).toBeNull();
      expect(t.thumbnail).not.toMatch(/<script|on\w+=|href=|<image/i); // drawn shapes only, nothing fetched or run
      expect(t.thumbnail.length).toBeLessThan(2000);
    },
  );
});
