import { KNOWLEDGE_CHUNK_MAX_CHARS } from '@shared/schemas/knowledge';
import { describe, expect, it } from 'vitest';
import { makeDocx, makeDocxBomb, makePdf, makeZip } from '../../test-support/knowledge-files';
import { chunkDocument, chunkSection } from './chunking';
import { extractFile } from './extract-file';
import { extractHtml } from './extract-html';

const FAQ_PAGE = `<html><head><title>Acme FAQ</title></head><body>
<nav><a href="/">Home</a> <a href="/about#team">About</a> <a href="mailto:hi@acme.example">Mail</a></nav>
<main><h1>Help</h1><p>${'We sell shoes online across India. '.repeat(8)}</p>
<h2>Do you ship abroad?</h2><p>Yes, to 40 countries.</p><p>Shipping takes 7 days.</p>
<h2>Stores</h2><p>Our stores are in Pune and Mumbai.</p>
<dl><dt>Can I pay cash?</dt><dd>Yes, cash on delivery.</dd></dl>
<details><summary>Gift cards?</summary><p>Sold in store only.</p></details></main>
<footer>© Acme</footer><script>alert('x')</script></body></html>`;

describe('pages', () => {
  it('keeps the title, the text under its heading path, the links, and FAQ pairs once as Q&A', () => {
    const doc = extractHtml(FAQ_PAGE, 'https://acme.example/help/faq');
    expect(doc.title).toBe('Acme FAQ');
    expect(doc.links).toEqual(['https://acme.example/', 'https://acme.example/about']);
    expect(doc.qa).toEqual(
      expect.arrayContaining([
        { question: 'Do you ship abroad?', answer: 'Yes, to 40 countries.\nShipping takes 7 days.' },
        { question: 'Can I pay cash?', answer: 'Yes, cash on delivery.' },
        { question: 'Gift cards?', answer: 'Sold in store only.' },
      ]),
    );
    // Readability makes every h1 of the article an h2, so Help and Stores are siblings
    expect(doc.sections).toContainEqual({ heading: 'Stores', text: 'Our stores are in Pune and Mumbai.' });
    const all = JSON.stringify(doc.sections);
    expect(all).not.toContain('ship abroad');
    expect(all).not.toContain('alert');
  });
});

describe('chunking', () => {
  it('cuts long text at sentences below the limit, with the last sentence carried over', () => {
    const text = Array.from({ length: 60 }, (_, i) => `Sentence number ${i} says something useful about shoes.`).join(
      ' ',
    );
    const chunks = chunkSection({ heading: 'Shoes', text });
    expect(chunks.length).toBeGreaterThan(1);
    for (const c of chunks) {
      expect(c.text.length).toBeLessThanOrEqual(KNOWLEDGE_CHUNK_MAX_CHARS);
      expect(c.heading).toBe('Shoes');
      expect(c.text).toMatch(/\.$/);
    }
    const lastOfFirst = chunks[0].text.split('. ').pop() ?? '';
    expect(chunks[1].text.startsWith(lastOfFirst.replace(/\.$/, ''))).toBe(true);
  });

  it('makes one chunk of a Q&A pair, question and answer kept', () => {
    expect(chunkDocument({ sections: [], qa: [{ question: 'Open on Sunday?', answer: 'No.' }] })).toEqual([
      { text: 'Open on Sunday?\nNo.', question: 'Open on Sunday?', answer: 'No.' },
    ]);
  });
});

describe('files', () => {
  it('reads a PDF page by page, with page numbers', async () => {
    const { sections } = await extractFile('pdf', makePdf(['Warranty lasts two years.', 'Returns within 30 days.']));
    expect(sections.map((s) => [s.page, s.text.trim()])).toEqual([
      [1, 'Warranty lasts two years.'],
      [2, 'Returns within 30 days.'],
    ]);
  });

  it('reads a DOCX with its headings, a CSV of question,answer, Markdown and text', async () => {
    const docx = await extractFile('docx', await makeDocx(['# Delivery', 'We deliver in Pune within a day.']));
    expect(docx.sections).toEqual([{ heading: 'Delivery', text: 'We deliver in Pune within a day.' }]);
    const csv = await extractFile(
      'csv',
      Buffer.from('Question,Answer\n"Open on Sunday?","No, Monday to Saturday."\n,\n'),
    );
    expect(csv.qa).toEqual([{ question: 'Open on Sunday?', answer: 'No, Monday to Saturday.' }]);
    const md = await extractFile('md', Buffer.from('# Shop\nIntro.\n## Hours\nNine to five.\n'));
    expect(md.sections).toEqual([
      { heading: 'Shop', text: 'Intro.' },
      { heading: 'Shop › Hours', text: 'Nine to five.' },
    ]);
    expect((await extractFile('txt', Buffer.from('Plain words.'))).sections).toEqual([{ text: 'Plain words.' }]);
  });

  it('judges files by their bytes: a zip named .pdf, text that is binary, a CSV without the columns', async () => {
    await expect(extractFile('pdf', await makeZip())).rejects.toThrow(/Not a PDF.*zip/);
    await expect(extractFile('txt', makePdf(['x']))).rejects.toThrow(/Not a text file/);
    await expect(extractFile('docx', makePdf(['x']))).rejects.toThrow(/Not a Word document/);
    await expect(extractFile('docx', await makeZip())).rejects.toThrow(/without word\/document.xml/);
    await expect(extractFile('csv', Buffer.from('q,a\nx,y\n'))).rejects.toThrow(/"question" and "answer"/);
  });

  it('stops a DOCX bomb before mammoth inflates it', async () => {
    const bomb = await makeDocxBomb(64);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    await expect(extractFile('docx', bomb)).rejects.toThrow(/unpacks to more than 60 MB/);
  });
});
