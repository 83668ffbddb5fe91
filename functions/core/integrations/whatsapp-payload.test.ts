import { inboundMessages, inboundTexts } from './whatsapp-payload';

const delivery = (messages: unknown[]) =>
  Buffer.from(
    JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          changes: [
            {
              field: 'messages',
              value: {
                metadata: { phone_number_id: '1065' },
                contacts: [{ wa_id: '919800000001', profile: { name: 'Kiran' } }],
                messages,
              },
            },
          ],
        },
      ],
    }),
  );

describe('a WhatsApp delivery read leniently', () => {
  it('gives nothing for a body that is not JSON or not a WhatsApp delivery', () => {
    expect(inboundMessages(Buffer.from('not json'))).toEqual({ texts: [], media: [] });
    expect(inboundTexts(Buffer.from('{"object":"page"}'))).toEqual([]);
  });

  it('reads texts, images and documents (issue 32 item 6), each with its sender', () => {
    const read = inboundMessages(
      delivery([
        { id: 'w1', from: '919800000001', type: 'text', text: { body: 'hello' } },
        {
          id: 'w2',
          from: '919800000001',
          type: 'image',
          image: { id: 'm1', mime_type: 'image/jpeg', caption: 'look' },
        },
        {
          id: 'w3',
          from: '919800000001',
          type: 'document',
          document: { id: 'm2', mime_type: 'application/pdf', filename: 'bill.pdf' },
        },
        { id: 'w4', from: '919800000001', type: 'image', image: {} },
        { id: 'w5', from: 'not-a-number', type: 'image', image: { id: 'm3' } },
      ]),
    );
    expect(read.texts.map((t) => t.text)).toEqual(['hello']);
    expect(read.media).toEqual([
      {
        id: 'w2',
        waId: '919800000001',
        name: 'Kiran',
        phoneNumberId: '1065',
        media: { id: 'm1', mimeType: 'image/jpeg', filename: 'whatsapp-image', caption: 'look' },
      },
      {
        id: 'w3',
        waId: '919800000001',
        name: 'Kiran',
        phoneNumberId: '1065',
        media: { id: 'm2', mimeType: 'application/pdf', filename: 'bill.pdf', caption: undefined },
      },
    ]);
  });
});
