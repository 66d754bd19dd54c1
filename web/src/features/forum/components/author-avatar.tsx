import { storedImageUrl } from '../../../lib/stored-image';

const COLORS = ['#13315c', '#9c4f16', '#1b6b4a', '#6a2c70', '#0b6e99', '#8a3b12', '#3d5a80', '#5c4d7d'];

/**
 * The author's photo, or their initials on a colour picked from the name, so each person is
 * recognisable in the thread.
 */
export function AuthorAvatar({ nombre, photo }: { nombre: string; photo?: string | null }) {
  if (photo) {
    return (
      <img
        className="forum-avatar object-fit-cover"
        src={storedImageUrl(photo, true) ?? undefined}
        alt=""
        width={36}
        height={36}
        loading="lazy"
      />
    );
  }
  let hash = 0;
  for (const ch of nombre) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const words = nombre.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
  const initials =
    (words.length > 1
      ? `${words[0]![0]}${words[1]![0]}`
      : nombre.replace(/[^\p{L}\p{N}]/gu, '').slice(0, 2)
    ).toUpperCase() || '?';
  return (
    <span className="forum-avatar" style={{ background: COLORS[hash % COLORS.length] }} aria-hidden="true">
      {initials}
    </span>
  );
}
