import type { ReactElement, SVGProps } from 'react';
import {
  DEFAULT_CATEGORY_ICON,
  isCategoryIcon,
  type CategoryIcon as IconName,
} from '@threadline/contracts';

type IconProps = SVGProps<SVGSVGElement>;

const strokeProps: IconProps = {
  viewBox: '0 0 24 24',
  width: 24,
  height: 24,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
};

function ShirtIcon(props: IconProps) {
  return (
    <svg {...strokeProps} {...props}>
      <path d="M8.5 3 4 5 2 9.5l3 1.5 1-1.5V21h12V9.5l1 1.5 3-1.5L20 5l-4.5-2c-.6 1.8-2 2.8-3.5 2.8S9.1 4.8 8.5 3Z" />
    </svg>
  );
}

function ScissorsIcon(props: IconProps) {
  return (
    <svg {...strokeProps} {...props}>
      <circle cx="6" cy="6" r="3" />
      <circle cx="6" cy="18" r="3" />
      <path d="M8.2 8.2 20 20M8.2 15.8 20 4M13.5 12h.01" />
    </svg>
  );
}

function PackageIcon(props: IconProps) {
  return (
    <svg {...strokeProps} {...props}>
      <path d="M12 2.5 21 7v10l-9 4.5L3 17V7l9-4.5Z" />
      <path d="m3 7 9 4.5L21 7M12 11.5v10M7.5 4.8l9 4.5" />
    </svg>
  );
}

function PaletteIcon(props: IconProps) {
  return (
    <svg {...strokeProps} {...props}>
      <path d="M12 2.5a9.5 9.5 0 0 0 0 19c1.2 0 1.8-.8 1.8-1.7 0-.5-.2-.9-.5-1.2-.3-.3-.5-.7-.5-1.2 0-.9.8-1.7 1.7-1.7h2c2.8 0 5-2.2 5-5 0-4.5-4.2-8.2-9.5-8.2Z" />
      <circle cx="7.5" cy="11" r="1.2" />
      <circle cx="10" cy="7" r="1.2" />
      <circle cx="14.5" cy="7" r="1.2" />
      <circle cx="17" cy="11" r="1.2" />
    </svg>
  );
}

const icons: Record<IconName, (props: IconProps) => ReactElement> = {
  Shirt: ShirtIcon,
  Scissors: ScissorsIcon,
  Package: PackageIcon,
  Palette: PaletteIcon,
};

/** The category's icon, drawn locally; an unknown or missing name falls back to the shirt. */
export function CategoryIcon({ name, className }: { name: unknown; className?: string }) {
  const iconName: IconName = isCategoryIcon(name) ? name : DEFAULT_CATEGORY_ICON;
  const Icon = icons[iconName];
  return <Icon role="img" aria-label={`${iconName} icon`} className={className} />;
}
