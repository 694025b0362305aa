import { detectImageType } from './image-type';

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(
    parts.map((part) =>
      typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part),
    ),
  );

describe('detectImageType', () => {
  it.each([
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'), 'image/jpeg'],
    [
      'PNG',
      bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR'),
      'image/png',
    ],
    ['GIF89a', bytes('GIF89a', [1, 0, 1, 0]), 'image/gif'],
    ['GIF87a', bytes('GIF87a', [1, 0, 1, 0]), 'image/gif'],
    ['WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['AVIF', bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0], 'avifmif1miaf'), 'image/avif'],
    [
      'AVIF with a compatible brand',
      bytes([0, 0, 0, 0x18], 'ftypmif1', [0, 0, 0, 0], 'avifmiaf'),
      'image/avif',
    ],
  ])('recognises %s by its magic bytes', (_name, content, mime) => {
    expect(detectImageType(content)?.mime).toBe(mime);
  });

  it.each([
    ['a text file', bytes('just some notes, not an image')],
    ['an SVG (scriptable, so refused)', bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['a RIFF file that is not WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['an MP4 video', bytes([0, 0, 0, 0x18], 'ftypisom', [0, 0, 0, 0], 'isomiso2')],
    ['an empty file', Buffer.alloc(0)],
    ['a truncated PNG signature', bytes([0x89, 0x50, 0x4e])],
  ])('refuses %s', (_name, content) => {
    expect(detectImageType(content)).toBeUndefined();
  });
});
