/** Generated portraits for demo people: initials over a gradient (nothing downloaded). */

const PALETTES: [string, string][] = [
  ['#0f4c75', '#3282b8'],
  ['#7b2d26', '#c8702a'],
  ['#1b5e20', '#43a047'],
  ['#4a148c', '#ab47bc'],
  ['#37474f', '#78909c'],
  ['#004d40', '#26a69a'],
  ['#880e4f', '#d81b60'],
  ['#bf360c', '#ef6c00'],
];

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/**
 * Two initials: first name and paternal surname, as Chilean names read ("María González Rojas" → MG,
 * "Juan Carlos Pérez Soto" → JP).
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return '?';
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  const surname = words.length >= 4 ? words[words.length - 2]! : words[1]!;
  return (words[0]!.charAt(0) + surname.charAt(0)).toUpperCase();
}

function hashOf(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.codePointAt(0)!) >>> 0;
  return h;
}

/** A 480×480 SVG portrait with the person's initials over a diagonal gradient and soft shapes. */
export function avatarSvg(name: string): string {
  const h = hashOf(name);
  const [from, to] = PALETTES[h % PALETTES.length]!;
  const initials = escapeXml(initialsOf(name));
  const cx = 80 + (h % 320);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
  </defs>
  <rect width="480" height="480" fill="url(#g)"/>
  <circle cx="${cx}" cy="430" r="170" fill="#ffffff" fill-opacity="0.08"/>
  <circle cx="${480 - cx}" cy="40" r="120" fill="#ffffff" fill-opacity="0.06"/>
  <text x="240" y="290" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="170"
    font-weight="bold" text-anchor="middle" fill="#ffffff" letter-spacing="4">${initials}</text>
</svg>`;
}
