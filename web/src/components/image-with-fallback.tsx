import { useState, type ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_IMAGE } from '../config/site';

interface ImageWithFallbackProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> {
  src: string | null | undefined;
  alt: string;
  /** Shown when `src` is empty or fails to load. */
  fallbackSrc?: string;
}

/**
 * An image that shows a placeholder when the picture is missing or broken. Until it has
 * loaded (lazy images load as they come near the screen) it keeps a neutral background, so a
 * photo on its way is a grey shape rather than an empty hole.
 */
export function ImageWithFallback({
  src,
  alt,
  fallbackSrc = PLACEHOLDER_IMAGE,
  loading = 'lazy',
  decoding = 'async',
  className,
  onLoad,
  srcSet,
  ...rest
}: ImageWithFallbackProps) {
  // Remember which src failed, so a new src gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const useFallback = !src || failedSrc === src;
  const shown = useFallback ? fallbackSrc : src;
  return (
    <img
      {...rest}
      className={loadedSrc === shown ? className : [className, 'img-pending'].filter(Boolean).join(' ')}
      src={shown}
      // The placeholder replaces the whole set: a srcset left behind would keep the broken picture.
      srcSet={useFallback ? undefined : srcSet}
      alt={alt}
      loading={loading}
      decoding={decoding}
      onLoad={(event) => {
        setLoadedSrc(shown);
        onLoad?.(event);
      }}
      onError={useFallback ? undefined : () => setFailedSrc(src)}
    />
  );
}
