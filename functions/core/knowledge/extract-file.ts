import type { KnowledgeFileType } from '@shared/schemas/knowledge';
import Papa from 'papaparse';
import { normalizeSpace, type QaPair, type Section } from './chunking';
import { extractHtml } from './extract-html';
import { checkFileBytes, UnreadableFileError } from './file-check';

/**
 * An uploaded file's text, by its type: PDF with unpdf (one section per page, so each chunk knows its page
 * number), DOCX with mammoth (to HTML, then read as a page is), Markdown and plain text by their headings and
 * paragraphs, a CSV of `question,answer` rows with papaparse (each row one Q&A pair). The bytes are checked
 * first (file-check.ts); a file that yields no text at all is refused rather than indexed as nothing.
 */

export interface ExtractedFile {
  sections: Section[];
  qa: QaPair[];
}

/** At most this many PDF pages are read (a plan's size limit keeps most files far below). */
const PDF_MAX_PAGES = 2_000;
const CSV_MAX_ROWS = 5_000;

export async function extractFile(type: KnowledgeFileType, bytes: Buffer): Promise<ExtractedFile> {
  await checkFileBytes(type, bytes);
  const extracted = await byType(type, bytes);
  if (extracted.sections.every((s) => !normalizeSpace(s.text)) && extracted.qa.length === 0) {
    throw new UnreadableFileError(
      type === 'pdf'
        ? 'No text found in the PDF (a scanned image? it needs text to be read)'
        : 'No text found in the file',
    );
  }
  return extracted;
}

async function byType(type: KnowledgeFileType, bytes: Buffer): Promise<ExtractedFile> {
  switch (type) {
    case 'pdf':
      return { sections: await pdfPages(bytes), qa: [] };
    case 'docx': {
      const mammoth = await import('mammoth');
      const { value: html } = await mammoth.convertToHtml({ buffer: bytes });
      const doc = extractHtml(html, 'https://document.invalid/', { readability: false });
      return { sections: doc.sections, qa: doc.qa };
    }
    case 'csv':
      return { sections: [], qa: csvPairs(bytes.toString('utf8')) };
    case 'md':
      return { sections: markdownSections(bytes.toString('utf8')), qa: [] };
    default:
      return { sections: [{ text: bytes.toString('utf8') }], qa: [] };
  }
}

async function pdfPages(bytes: Buffer): Promise<Section[]> {
  const { getDocumentProxy, extractText } = await import('unpdf');
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    pdf = await getDocumentProxy(new Uint8Array(bytes));
  } catch {
    throw new UnreadableFileError('The PDF could not be read (damaged or password-protected)');
  }
  if (pdf.numPages > PDF_MAX_PAGES) throw new UnreadableFileError(`The PDF has more than ${PDF_MAX_PAGES} pages`);
  const { text } = await extractText(pdf, { mergePages: false });
  return text.map((t, i) => ({ text: t, page: i + 1 }));
}

function csvPairs(csv: string): QaPair[] {
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim().toLowerCase(),
    preview: CSV_MAX_ROWS + 1,
  });
  const fields = parsed.meta.fields ?? [];
  if (!fields.includes('question') || !fields.includes('answer')) {
    throw new UnreadableFileError('The CSV needs a header row with "question" and "answer" columns');
  }
  if (parsed.data.length > CSV_MAX_ROWS) throw new UnreadableFileError(`The CSV has more than ${CSV_MAX_ROWS} rows`);
  return parsed.data
    .map((row) => ({ question: normalizeSpace(row.question ?? ''), answer: normalizeSpace(row.answer ?? '') }))
    .filter((p) => p.question && p.answer);
}

/**
 * Markdown's ATX headings (`#`…`######`) make the heading path; the text under each is its section. An
 * HTML comment is dropped: rendered, nobody sees it (a place for hidden instructions, issue 33 item 2).
 */
function markdownSections(markdown: string): Section[] {
  const md = markdown.replace(/<!--[\s\S]*?-->/g, '');
  const sections: Section[] = [];
  const path: string[] = [];
  let lines: string[] = [];
  let fenced = false;
  const flush = () => {
    const text = lines.join('\n').trim();
    if (text) sections.push({ text, ...(path.length ? { heading: path.filter(Boolean).join(' › ') } : {}) });
    lines = [];
  };
  for (const line of md.split(/\r?\n/)) {
    if (/^\s*(`{3}|~{3})/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      flush();
      path.length = heading[1].length - 1;
      path[heading[1].length - 1] = heading[2];
    } else lines.push(line);
  }
  flush();
  return sections;
}
