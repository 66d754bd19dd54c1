import { site } from '../config/site';

interface BrandLogoProps {
  /** Pixel size of the mark. */
  size?: number;
  /** Show the company name beside the mark. */
  withName?: boolean;
  className?: string;
}

/** The company mark (the favicon) with its name; the name is the accessible text. */
export function BrandLogo({ size = 36, withName = true, className }: BrandLogoProps) {
  return (
    <span className={`d-inline-flex align-items-center gap-2 ${className ?? ''}`}>
      <img src="/favicon.svg" alt={withName ? '' : site.shortName} width={size} height={size} />
      {withName && <span className="brand-name">{site.shortName}</span>}
    </span>
  );
}
