import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { ResponsivePicture } from '../../../components/responsive-picture';
import { SectionHeading } from '../../../components/section-heading';
import { useInView } from '@threadline/web-kit/use-in-view';
import { prefersReducedMotion } from '../../../lib/motion';
import { posterUrl, VideoModal } from './video-modal';
import { behindTheScenesVideo, workshopVideos, type WorkshopVideo } from './workshop-videos';
import styles from './video-section.module.css';

function PlayMark() {
  return (
    <svg
      className={styles.playMark}
      viewBox="0 0 24 24"
      width="56"
      height="56"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="11" fill="rgba(255,255,255,0.92)" />
      <path d="M10 8.5v7l5.5-3.5L10 8.5Z" fill="#1c2333" />
    </svg>
  );
}

/**
 * The muted looping preview; a still for people who ask for reduced motion. The clip and its
 * poster load when the preview comes near the screen, not with the page (it is below the fold).
 */
function LoopingPreview({ video, eager }: { video: WorkshopVideo; eager: boolean }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [still] = useState(prefersReducedMotion);
  const near = useInView(ref, { threshold: 0, rootMargin: '300px 0px' }) || eager;

  useEffect(() => {
    const player = ref.current;
    if (!player || !near) return;
    player.muted = true;
    // An autoplay refusal leaves the poster showing, which is fine for a preview.
    player.play()?.catch(() => undefined);
  }, [near]);

  if (still) {
    return (
      <ResponsivePicture
        image={video.clip.poster}
        alt=""
        sizes="(min-width: 1200px) 1136px, 100vw"
        className={styles.preview}
      />
    );
  }
  return (
    <video
      ref={ref}
      className={styles.preview}
      src={near ? video.clip.src : undefined}
      poster={near ? posterUrl(video) : undefined}
      width={video.clip.poster.width}
      height={video.clip.poster.height}
      muted
      loop
      playsInline
      preload={near ? 'metadata' : 'none'}
      aria-hidden="true"
      tabIndex={-1}
    />
  );
}

/**
 * One video card. The button's name is what it shows (title and duration, with "Play" for
 * screen readers); the summary below it is its description.
 */
function VideoCard({
  video,
  onOpen,
  featured = false,
  eager = false,
}: {
  video: WorkshopVideo;
  onOpen: (video: WorkshopVideo) => void;
  featured?: boolean;
  /** On the video page the posters are in the first screenful. */
  eager?: boolean;
}) {
  const summaryId = useId();
  return (
    <>
      <button
        type="button"
        className={styles.card}
        onClick={() => onOpen(video)}
        aria-haspopup="dialog"
        aria-describedby={summaryId}
      >
        <span className={styles.poster}>
          {featured ? (
            <LoopingPreview video={video} eager={eager} />
          ) : (
            <ResponsivePicture
              image={video.clip.poster}
              alt=""
              sizes="(min-width: 1200px) 370px, (min-width: 820px) 31vw, (min-width: 560px) 46vw, 92vw"
              priority={eager}
              className={styles.preview}
            />
          )}
          <PlayMark />
        </span>
        <span className={styles.cardTitle}>
          <span className={styles.visuallyHidden}>Play </span>
          {video.title} <span className={styles.duration}>{video.duration}</span>
        </span>
      </button>
      <p id={summaryId} className={styles.cardText}>
        {video.summary}
      </p>
    </>
  );
}

/** The behind-the-scenes preview and three workshop videos, each opening the modal player. */
export function VideoSection({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const [openVideo, setOpenVideo] = useState<WorkshopVideo | null>(null);
  const close = useCallback(() => setOpenVideo(null), []);

  return (
    <section className={styles.section} aria-labelledby="tp-video-heading">
      {headingLevel === 1 ? (
        <h1 id="tp-video-heading" className={styles.pageTitle}>
          Production Videos
        </h1>
      ) : (
        <SectionHeading
          id="tp-video-heading"
          eyebrow="See us at work"
          title="Production Videos"
          lead="Short films from our workshops: how we choose fabric, make patterns and check every garment before it ships."
        />
      )}
      <div className={`${styles.item} ${styles.feature}`}>
        <VideoCard
          video={behindTheScenesVideo}
          onOpen={setOpenVideo}
          featured
          eager={headingLevel === 1}
        />
      </div>
      <ul className={styles.grid}>
        {workshopVideos.map((video) => (
          <li key={video.title} className={styles.item}>
            <VideoCard video={video} onOpen={setOpenVideo} eager={headingLevel === 1} />
          </li>
        ))}
      </ul>
      {openVideo ? <VideoModal video={openVideo} onClose={close} /> : null}
    </section>
  );
}
