import { detectImageType } from './image-type';

export interface AttachmentType {
  mime: string;
  extension: string;
}

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

/** A tech pack (PDF) or a reference image, recognised by its first bytes; anything else is undefined. */
export function detectAttachmentType(bytes: Buffer): AttachmentType | undefined {
  if (bytes.length >= PDF_MAGIC.length && bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC))
    return { mime: 'application/pdf', extension: 'pdf' };
  return detectImageType(bytes);
}

const UNSAFE_FILE_NAME_CHARACTERS = /[^A-Za-z0-9._ -]+/g;
const FILE_NAME_MAX_LENGTH = 100;

/**
 * The name shown to admins and sent back in Content-Disposition: the client's base name with
 * anything but plain characters replaced, and the extension the bytes proved.
 */
export function safeFileName(original: string | undefined, type: AttachmentType): string {
  const base = (original ?? '').split(/[\\/]/).pop() ?? '';
  const stem = base
    .slice(0, 200)
    .replace(/\.[^.]*$/, '')
    .replace(UNSAFE_FILE_NAME_CHARACTERS, '_')
    .replace(/^[ .]+/, '')
    .slice(0, FILE_NAME_MAX_LENGTH)
    .trim();
  return `${stem || 'attachment'}.${type.extension}`;
}
