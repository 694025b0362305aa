import { useCallback, useState } from 'react';
import { SectionHeading } from '../../../components/section-heading';
import { VideoModal } from './video-modal';
import { behindTheScenesVideo, workshopVideos, type WorkshopVideo } from './workshop-videos';
import styles from './video-section.module.css';

function PlayMark() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill="rgba(255,255,255,0.9)" />
      <path d="M10 8.5v7l5.5-3.5L10 8.5Z" fill="#1c2333" />
    </svg>
  );
}

/** The behind-the-scenes preview and three workshop videos, each opening the modal player. */
export function VideoSection({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const [openVideo, setOpenVideo] = useState<WorkshopVideo | null>(null);
  const close = useCallback(() => setOpenVideo(null), []);
  const HeadingTag = headingLevel === 1 ? 'h1' : 'h2';

  return (
    <section className={styles.section} aria-labelledby="tp-video-heading">
      {headingLevel === 1 ? (
        <HeadingTag id="tp-video-heading" className={styles.pageTitle}>
          Production Videos
        </HeadingTag>
      ) : (
        <SectionHeading
          id="tp-video-heading"
          eyebrow="See us at work"
          title="Production Videos"
          lead="Short films from our workshops: how we choose fabric, make patterns and check every garment before it ships."
        />
      )}
      <button
        type="button"
        className={`${styles.card} ${styles.feature}`}
        onClick={() => setOpenVideo(behindTheScenesVideo)}
        aria-label={`Play ${behindTheScenesVideo.title} (${behindTheScenesVideo.duration})`}
      >
        <span className={styles.poster}>
          {behindTheScenesVideo.src ? (
            <video
              className={styles.preview}
              src={behindTheScenesVideo.src}
              autoPlay
              muted
              loop
              playsInline
              aria-hidden="true"
            />
          ) : null}
          <PlayMark />
        </span>
        <span className={styles.cardBody}>
          <span className={styles.cardTitle}>{behindTheScenesVideo.title}</span>
          <span className={styles.cardText}>{behindTheScenesVideo.description}</span>
        </span>
      </button>
      <ul className={styles.grid}>
        {workshopVideos.map((video) => (
          <li key={video.title}>
            <button
              type="button"
              className={styles.card}
              onClick={() => setOpenVideo(video)}
              aria-label={`Play ${video.title} (${video.duration})`}
            >
              <span className={styles.poster}>
                <PlayMark />
                <span className={styles.duration}>{video.duration}</span>
              </span>
              <span className={styles.cardBody}>
                <span className={styles.cardTitle}>{video.title}</span>
                <span className={styles.cardText}>{video.description}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {openVideo ? <VideoModal video={openVideo} onClose={close} /> : null}
    </section>
  );
}
