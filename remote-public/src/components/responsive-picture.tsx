import type { ResponsiveImageSet } from '../lib/media-types';

const srcSet = (sources: ResponsiveImageSet['webp']) =>
  sources.map(({ src, width }) => `${src} ${width}w`).join(', ');

/**
 * A local illustration as AVIF with a WebP fallback, sized by `sizes`. The width and height
 * attributes reserve its box before it loads. `priority` is for the picture that is the page's
 * largest paint; `eager` for one in the first screenful that is not (it loads at once, but does
 * not compete with what the largest paint needs).
 */
export function ResponsivePicture({
  image,
  alt,
  sizes,
  priority = false,
  eager = false,
  className,
}: {
  image: ResponsiveImageSet;
  alt: string;
  sizes: string;
  priority?: boolean;
  eager?: boolean;
  className?: string;
}) {
  const fallback = image.webp[Math.min(1, image.webp.length - 1)];
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(image.avif)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image.webp)} sizes={sizes} />
      <img
        src={fallback.src}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority || eager ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
        className={className}
      />
    </picture>
  );
}
