const COLORS = ['#13315c', '#9c4f16', '#1b6b4a', '#6a2c70', '#0b6e99', '#8a3b12', '#3d5a80', '#5c4d7d'];

/** Initials on a colour picked from the username, so each person is recognisable in the thread. */
export function AuthorAvatar({ username }: { username: string }) {
  let hash = 0;
  for (const ch of username) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const initials =
    username
      .replace(/[^\p{L}\p{N}]/gu, '')
      .slice(0, 2)
      .toUpperCase() || '?';
  return (
    <span className="forum-avatar" style={{ background: COLORS[hash % COLORS.length] }} aria-hidden="true">
      {initials}
    </span>
  );
}
