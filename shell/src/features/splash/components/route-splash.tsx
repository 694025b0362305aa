import { useRouteSplash } from '../hooks/use-route-splash';

interface RouteSplashProps {
  brandName: string;
  tagline: string;
  durationMs?: number;
}

/** A short overlay on every page change: brand title, spinner, progress bar and tagline. */
export function RouteSplash({ brandName, tagline, durationMs }: RouteSplashProps) {
  const { visible, progress } = useRouteSplash(durationMs);
  if (!visible) return null;
  // Decorative: it covers the page for 300 ms and must not steal focus or clicks.
  return (
    <div className="tl-route-splash" aria-hidden="true" data-progress={Math.round(progress)}>
      <div className="tl-route-splash__card">
        <p className="tl-route-splash__title">{brandName}</p>
        <span className="tl-route-splash__spinner" />
        <div className="tl-route-splash__bar">
          <span className="tl-route-splash__fill" style={{ width: `${progress}%` }} />
        </div>
        <p className="tl-route-splash__tagline">{tagline}</p>
      </div>
    </div>
  );
}
