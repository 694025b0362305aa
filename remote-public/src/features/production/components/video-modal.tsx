import { useEffect, useId, useRef, useState } from 'react';
import { ModalDialog } from '@threadline/web-kit/modal-dialog';
import look from '../../../components/dialog-look.module.css';
import { prefersReducedMotion } from '../../../lib/motion';
import type { WorkshopVideo } from './workshop-videos';
import styles from './video-section.module.css';

/** The still shown before the clip plays: the largest WebP rendering of its poster. */
export const posterUrl = (video: WorkshopVideo) => video.clip.poster.webp.at(-1)?.src;

/**
 * The modal player. The clip starts muted (browsers refuse sound without a gesture); if the
 * browser refuses to start it at all, the Play button is there and nothing else is said.
 */
export function VideoModal({ video, onClose }: { video: WorkshopVideo; onClose: () => void }) {
  const titleId = useId();
  const descriptionId = useId();
  const videoRef = useRef<HTMLVideoElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(true);

  useEffect(() => {
    const player = videoRef.current;
    if (!player) return;
    player.muted = true;
    // People who ask for reduced motion start it themselves.
    if (prefersReducedMotion()) return;
    player.play()?.catch(() => undefined);
  }, []);

  const togglePlaying = () => {
    const player = videoRef.current;
    if (!player) return;
    if (player.paused) player.play()?.catch(() => undefined);
    else player.pause();
  };

  const toggleMuted = () => {
    const player = videoRef.current;
    if (!player) return;
    player.muted = !player.muted;
    setMuted(player.muted);
  };

  return (
    <ModalDialog
      labelledBy={titleId}
      describedBy={descriptionId}
      onClose={onClose}
      initialFocus={closeRef}
      className={look.dialog}
      backdropClassName={look.backdrop}
    >
      <div className={styles.modalHeader}>
        <h2 id={titleId} className={styles.modalTitle}>
          {video.title}
        </h2>
        <button ref={closeRef} type="button" className={styles.iconButton} onClick={onClose}>
          Close
        </button>
      </div>
      <video
        ref={videoRef}
        className={styles.player}
        src={video.clip.src}
        poster={posterUrl(video)}
        width={video.clip.poster.width}
        height={video.clip.poster.height}
        muted
        loop
        playsInline
        preload="auto"
        aria-describedby={descriptionId}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onVolumeChange={(event) => setMuted(event.currentTarget.muted)}
      />
      <div className={styles.controls}>
        <button type="button" className={styles.iconButton} onClick={togglePlaying}>
          {playing ? 'Pause' : 'Play'}
        </button>
        <button type="button" className={styles.iconButton} onClick={toggleMuted}>
          {muted ? 'Unmute' : 'Mute'}
        </button>
      </div>
      <p id={descriptionId} className={styles.modalText}>
        {video.description}
      </p>
      <p className={styles.modalNote}>
        A short looping excerpt. Ask us for the full {video.duration} film.
      </p>
    </ModalDialog>
  );
}
