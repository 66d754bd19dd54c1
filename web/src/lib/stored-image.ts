import { thumbOf } from '@intranet/contract';
import { apiUrl } from './api-client';

/**
 * URL of a stored picture (`/uploads/...`, served under /api). `thumb` asks for the ~480 px
 * thumbnail the server makes next to every image (`x.webp` → `x.thumb.webp`). Null stays null so
 * ImageWithFallback shows its placeholder.
 */
export function storedImageUrl(path: string | null | undefined, thumb = false): string | null {
  if (!path) return null;
  return apiUrl(thumb ? thumbOf(path) : path);
}
