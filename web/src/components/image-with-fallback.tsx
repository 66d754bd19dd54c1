import { useState, type ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_IMAGE } from '../config/site';

interface ImageWithFallbackProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> {
  src: string | null | undefined;
  alt: string;
  /** Shown when `src` is empty or fails to load. */
  fallbackSrc?: string;
}

/** An image that shows a placeholder when the picture is missing or broken (spec §9). */
export function ImageWithFallback({
  src,
  alt,
  fallbackSrc = PLACEHOLDER_IMAGE,
  loading = 'lazy',
  decoding = 'async',
  ...rest
}: ImageWithFallbackProps) {
  // Remember which src failed, so a new src gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const useFallback = !src || failedSrc === src;
  return (
    <img
      {...rest}
      src={useFallback ? fallbackSrc : src}
      alt={alt}
      loading={loading}
      decoding={decoding}
      onError={useFallback ? undefined : () => setFailedSrc(src)}
    />
  );
}
