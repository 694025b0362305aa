import { detectAttachmentType, safeFileName } from './attachment-type';

describe('detectAttachmentType', () => {
  it('recognises a PDF by %PDF- and an image by its signature', () => {
    expect(detectAttachmentType(Buffer.from('%PDF-1.7\n%âãÏÓ', 'latin1'))?.mime).toBe(
      'application/pdf',
    );
    expect(detectAttachmentType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))?.mime).toBe('image/jpeg');
  });

  it.each([
    ['a text file named .pdf', Buffer.from('not really a pdf')],
    ['a PDF signature not at the start', Buffer.from(' %PDF-1.7')],
    ['an HTML page', Buffer.from('<html><script>alert(1)</script></html>')],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s', (_name, bytes) => {
    expect(detectAttachmentType(bytes)).toBeUndefined();
  });
});

describe('safeFileName', () => {
  const pdf = { mime: 'application/pdf', extension: 'pdf' };

  it('keeps a plain name and takes the extension from the bytes', () => {
    expect(safeFileName('Tech pack v2.docx', pdf)).toBe('Tech pack v2.pdf');
  });

  it('drops folders, quotes and control characters', () => {
    expect(safeFileName('../../etc/"evil"\r\n.pdf', pdf)).toBe('_evil_.pdf');
    expect(safeFileName(undefined, pdf)).toBe('attachment.pdf');
  });
});
