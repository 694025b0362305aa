/** One picture rendered at several widths, in AVIF and WebP (see scripts/generate-media.mjs). */
export interface ResponsiveImageSet {
  /** Intrinsic size of the drawing: reserves the space so nothing shifts while it loads. */
  width: number;
  height: number;
  avif: ReadonlyArray<{ src: string; width: number }>;
  webp: ReadonlyArray<{ src: string; width: number }>;
}

/** A short local clip (WebM/VP9, no sound) and the still shown before it plays. */
export interface VideoClip {
  src: string;
  poster: ResponsiveImageSet;
}
