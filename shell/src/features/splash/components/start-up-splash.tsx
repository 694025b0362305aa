import logoUrl from '../../../assets/logo.svg';
import { useSplashProgress } from '../hooks/use-splash-progress';

interface StartUpSplashProps {
  brandName: string;
}

/**
 * The full-screen start-up splash: only the logo is visible. index.html draws the same markup
 * before any script and holds its rules.
 */
export function StartUpSplash({ brandName }: StartUpSplashProps) {
  const { progress, message } = useSplashProgress();
  return (
    <div className="tl-splash" data-progress={progress}>
      <img className="tl-splash__logo" src={logoUrl} alt={brandName} width={120} height={120} />
      <p className="tl-splash__status" role="status" aria-live="polite">
        {message}
      </p>
    </div>
  );
}
