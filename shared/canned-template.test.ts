import { fillTemplate, leadValues, unknownFields } from './canned-template';

describe('canned response fields', () => {
  const lead = {
    name: '  Meera Shah ',
    email: 'meera@example.com',
    phone: null,
    formAnswers: { company: 'Shah Opticals' },
  };
  it('fills every field from the lead, spaces inside the braces allowed', () => {
    expect(
      fillTemplate(
        'Hi {{visitor.first_name}} ({{ visitor.name }}), we mail {{visitor.email}} at {{visitor.company}}.',
        leadValues(lead),
      ),
    ).toBe('Hi Meera (Meera Shah), we mail meera@example.com at Shah Opticals.');
  });
  it('fills a field the lead lacks, an unknown field, and a chat without a lead with nothing', () => {
    expect(fillTemplate('Call {{visitor.phone}}!', leadValues(lead))).toBe('Call !');
    expect(fillTemplate('Size {{visitor.shoe_size}}.', leadValues(lead))).toBe('Size .');
    expect(fillTemplate('Hi {{visitor.name}}', leadValues(null))).toBe('Hi ');
    expect(fillTemplate('No fields {here}', {})).toBe('No fields {here}');
  });
  it('names the unknown fields a text uses, once each', () => {
    expect(unknownFields('{{visitor.name}} {{agent.name}} {{ agent.name }} {{x}}')).toEqual(['agent.name', 'x']);
    expect(unknownFields('Hi {{visitor.email}}')).toEqual([]);
  });
});
