import { describe, expect, it } from 'vitest';
import { webpage } from './test-fixtures';
import {
  applyWritten,
  checkForm,
  emptyForm,
  fieldLabel,
  formFromWebpage,
  missingRequired,
  slugify,
  stepOfField,
  toPayload,
} from './webpage-form';

const filled = () => ({
  ...emptyForm(),
  template: 'restaurant' as const,
  name: ' Spice Garden ',
  pathname: 'spice-garden',
  title: 'Spice Garden',
  description: 'Meals',
});

describe('the wizard form', () => {
  it('lists the required fields that are empty once trimmed, by their labels', () => {
    expect(missingRequired({ ...filled(), name: '   ', description: '' })).toEqual(['Webpage Name', 'Description']);
    expect(missingRequired(filled())).toEqual([]);
  });

  it('sends trimmed texts and only the chosen template’s customData keys (the server refuses others)', () => {
    const form = {
      ...filled(),
      content: { dish1Name: ' Dosa ', agentName: 'typed under real estate', email: 'a@b.co' },
    };
    const body = toPayload(form);
    expect(body.name).toBe('Spice Garden');
    expect(body.customData).toMatchObject({ dish1Name: 'Dosa', email: 'a@b.co', restaurantName: '' });
    expect(body.customData).not.toHaveProperty('agentName');
    expect((body.customData as { socialMedia: object }).socialMedia).not.toHaveProperty('github');
    expect(checkForm(form)).toEqual({});
    expect(toPayload({ ...form, template: 'freelancer' }).customData).toMatchObject({
      socialMedia: { github: '' },
    });
  });

  it('checks with the server’s schema and names the field and its step', () => {
    const errors = checkForm({ ...filled(), pathname: 'Spice Garden', content: { email: 'nope' } });
    expect(Object.keys(errors).sort()).toEqual(['customData.email', 'pathname']);
    expect(stepOfField('pathname')).toBe('basic');
    expect(stepOfField('customData.email')).toBe('customize');
  });

  it('round-trips a stored webpage', () => {
    const form = formFromWebpage(webpage());
    expect(form).toMatchObject({ template: 'restaurant', name: 'Spice Garden', content: { cuisine: 'South Indian' } });
    expect(toPayload(form).customData).toMatchObject({ restaurantName: 'Spice Garden', cuisine: 'South Indian' });
  });

  it('takes what "Write it for me" wrote but keeps what the writer left empty', () => {
    const form = { ...filled(), content: { phone: '+91 98400 00000', cuisine: 'old' } };
    const next = applyWritten(form, {
      template: 'restaurant',
      title: 'Spice Garden — South Indian meals',
      description: 'Fresh meals.',
      writtenBy: 'local',
      customData: { cuisine: 'South Indian', phone: '', restaurantName: 'Spice Garden' },
    } as never);
    expect(next.title).toBe('Spice Garden — South Indian meals');
    expect(next.content).toMatchObject({
      phone: '+91 98400 00000',
      cuisine: 'South Indian',
      restaurantName: 'Spice Garden',
    });
  });

  it('labels fields readably and derives a path from a name', () => {
    expect(fieldLabel('dish1Name')).toBe('Dish 1 name');
    expect(fieldLabel('property2Address')).toBe('Property 2 address');
    expect(fieldLabel('freelancerName')).toBe('Your Name');
    expect(slugify('Spice Garden & Café!')).toBe('spice-garden-cafe');
  });
});
