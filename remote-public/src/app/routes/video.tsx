import { VideoSection } from '../../features/production/components/video-section';

export function VideoRoute() {
  return <VideoSection headingLevel={1} />;
}
