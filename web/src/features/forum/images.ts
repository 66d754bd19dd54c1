import { apiUrl } from '../../lib/api-client';

/** URL of a stored picture's ~480 px thumbnail (`x.webp` → `x.thumb.webp`), for lists and cards. */
export const thumbUrl = (path: string) => apiUrl(path.replace(/\.webp$/, '.thumb.webp'));

/** URL of a stored picture. */
export const imageUrl = (path: string) => apiUrl(path);
