/** Stored pictures: every image upload is re-encoded to WebP with a small thumbnail beside it. */

export const THUMB_SUFFIX = '.thumb.webp';

/** The thumbnail that goes with a stored image path (`/uploads/x/a.webp` → `/uploads/x/a.thumb.webp`). */
export const thumbOf = (p: string): string => p.replace(/\.webp$/, THUMB_SUFFIX);

/** What an image `<input type="file">` offers; the server decides by the file's bytes, not by this. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';
