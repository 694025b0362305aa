import { useEffect, useRef, useState } from 'react';
import type { WorkshopVideo } from './workshop-videos';
import styles from './video-section.module.css';

/**
 * A modal player: closes on the close button, a click outside or Escape, and locks page scroll
 * while open. The video starts muted because browsers refuse unmuted autoplay.
 */
export function VideoModal({ video, onClose }: { video: WorkshopVideo; onClose: () => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [playing, setPlaying] = useState(true);
  const [muted, setMuted] = useState(true);

  useEffect(() => {
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    closeRef.current?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.body.style.overflow = previousOverflow;
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [onClose]);

  const togglePlaying = () => {
    const player = videoRef.current;
    if (!player) return;
    if (player.paused) {
      // Autoplay refusals are expected and silently ignored.
      player.play()?.catch(() => undefined);
      setPlaying(true);
    } else {
      player.pause();
      setPlaying(false);
    }
  };

  const toggleMuted = () => {
    if (videoRef.current) videoRef.current.muted = !muted;
    setMuted(!muted);
  };

  return (
    <div className={styles.backdrop} onClick={onClose}>
      <div
        role="dialog"
        aria-modal="true"
        aria-label={video.title}
        className={styles.modal}
        onClick={(event) => event.stopPropagation()}
      >
        <div className={styles.modalHeader}>
          <h3 className={styles.modalTitle}>{video.title}</h3>
          <button ref={closeRef} type="button" className={styles.iconButton} onClick={onClose}>
            Close
          </button>
        </div>
        {video.src ? (
          <>
            <video
              ref={videoRef}
              className={styles.player}
              src={video.src}
              autoPlay
              muted={muted}
              playsInline
              loop
            />
            <div className={styles.controls}>
              <button type="button" className={styles.iconButton} onClick={togglePlaying}>
                {playing ? 'Pause' : 'Play'}
              </button>
              <button type="button" className={styles.iconButton} onClick={toggleMuted}>
                {muted ? 'Unmute' : 'Mute'}
              </button>
            </div>
          </>
        ) : (
          <div className={styles.pending}>
            <p>
              {video.description} The edited footage is being prepared; until then we are happy to
              walk you through the workshop on a video call.
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
