import sharp, { type Sharp } from 'sharp';
import type { ImageType } from '../files/image-type';

/** About 8000 × 5000: a 5 MB file must not be allowed to decode into gigabytes. */
const MAX_INPUT_PIXELS = 40_000_000;

const ENCODERS: Record<ImageType['mime'], (image: Sharp) => Sharp> = {
  'image/jpeg': (image) => image.jpeg({ quality: 90, mozjpeg: true }),
  'image/png': (image) => image.png({ compressionLevel: 9 }),
  'image/webp': (image) => image.webp({ quality: 90 }),
  'image/gif': (image) => image.gif(),
  'image/avif': (image) => image.avif({ quality: 60 }),
};

/**
 * Decodes the upload and encodes it again in its own format. sharp writes no metadata unless
 * asked, so EXIF (GPS included), XMP, IPTC and comments are gone; the EXIF orientation is
 * applied to the pixels first so a phone photo keeps its way up. Throws when the bytes do not
 * decode as an image.
 */
export async function reencodeImage(bytes: Buffer, type: ImageType): Promise<Buffer> {
  const animated = type.mime === 'image/gif' || type.mime === 'image/webp';
  let image = sharp(bytes, { animated, limitInputPixels: MAX_INPUT_PIXELS });
  if (!animated) image = image.rotate();
  return ENCODERS[type.mime](image).toBuffer();
}
