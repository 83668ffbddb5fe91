import type { KnowledgeFileType } from '@shared/schemas/knowledge';
import { fileTypeFromBuffer } from 'file-type';
import yauzl from 'yauzl';

/**
 * A file is judged by its bytes, not its name (issue 33 item 2): a PDF must be a PDF (file-type reads the
 * signature), a DOCX a zip holding [Content_Types].xml and word/document.xml, a text file valid UTF-8 with
 * no NUL byte. A DOCX is a zip, so before mammoth inflates it every entry is inflated here, counted and
 * stopped past DOCX_MAX_UNCOMPRESSED_BYTES or DOCX_MAX_ENTRIES (yauzl also refuses an entry whose real size
 * differs from the size the zip declares): a small zip that inflates to gigabytes (a "bomb") never reaches it.
 */

export const DOCX_MAX_UNCOMPRESSED_BYTES = 60 * 1024 * 1024;
export const DOCX_MAX_ENTRIES = 2_000;

export class UnreadableFileError extends Error {}

export async function checkFileBytes(type: KnowledgeFileType, bytes: Buffer): Promise<void> {
  const detected = await fileTypeFromBuffer(bytes);
  switch (type) {
    case 'pdf':
      if (detected?.ext !== 'pdf') throw new UnreadableFileError(`Not a PDF (${describe(detected?.mime)})`);
      return;
    case 'docx':
      if (detected?.mime !== 'application/zip' && detected?.ext !== 'docx') {
        throw new UnreadableFileError(`Not a Word document (${describe(detected?.mime)})`);
      }
      await checkDocxZip(bytes);
      return;
    default:
      if (detected) throw new UnreadableFileError(`Not a text file (${describe(detected.mime)})`);
      if (bytes.includes(0)) throw new UnreadableFileError('Not a text file (it holds binary data)');
      try {
        new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      } catch {
        throw new UnreadableFileError('Not a UTF-8 text file');
      }
  }
}

const describe = (mime: string | undefined) => (mime ? `its content is ${mime}` : 'its content is not recognised');

async function checkDocxZip(bytes: Buffer): Promise<void> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (err, z) =>
      err || !z ? reject(new UnreadableFileError('Not a Word document (a broken zip)')) : resolve(z),
    ),
  );
  if (zip.entryCount > DOCX_MAX_ENTRIES)
    throw new UnreadableFileError(`The document has more than ${DOCX_MAX_ENTRIES} parts`);
  const names = new Set<string>();
  let total = 0;
  await new Promise<void>((resolve, reject) => {
    const fail = (message: string) => {
      zip.close();
      reject(new UnreadableFileError(message));
    };
    zip.on('error', () => fail('Not a Word document (a broken zip)'));
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) => {
      names.add(entry.fileName);
      if (entry.fileName.endsWith('/')) return zip.readEntry();
      // the declared size first (cheap), then the real bytes as they inflate
      if (total + entry.uncompressedSize > DOCX_MAX_UNCOMPRESSED_BYTES) return fail(tooBig());
      zip.openReadStream(entry, (err, stream) => {
        if (err || !stream) return fail('Not a Word document (a broken zip)');
        stream.on('data', (chunk: Buffer) => {
          total += chunk.length;
          if (total > DOCX_MAX_UNCOMPRESSED_BYTES) {
            stream.destroy();
            fail(tooBig());
          }
        });
        stream.on('error', () => fail('Not a Word document (a broken zip)'));
        stream.on('end', () => zip.readEntry());
      });
    });
    zip.readEntry();
  });
  if (!names.has('[Content_Types].xml') || !names.has('word/document.xml')) {
    throw new UnreadableFileError('Not a Word document (a zip without word/document.xml)');
  }
}

const tooBig = () =>
  `The document unpacks to more than ${DOCX_MAX_UNCOMPRESSED_BYTES / 1024 / 1024} MB (a compressed "zip bomb"?)`;
