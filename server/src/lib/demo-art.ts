/**
 * Pictures for demo content, drawn as SVG here (gradients and simple shapes) and rendered by sharp:
 * nothing is downloaded. Deterministic for a given input so the demo looks the same on every start.
 */

export type Motif = 'mountains' | 'solar' | 'wind' | 'helmet' | 'chart' | 'leaf' | 'truck' | 'people';

export interface SceneOptions {
  width: number;
  height: number;
  /** Top and bottom colours of the sky gradient. */
  colors: readonly [string, string];
  motif: Motif;
  /** A short caption in a pill at the top left (an area name). */
  label?: string;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function ridges(w: number, h: number): string {
  const far = `0,${h * 0.72} ${w * 0.18},${h * 0.48} ${w * 0.34},${h * 0.62} ${w * 0.55},${h * 0.4} ${w * 0.78},${h * 0.6} ${w},${h * 0.46} ${w},${h} 0,${h}`;
  const near = `0,${h * 0.86} ${w * 0.22},${h * 0.68} ${w * 0.45},${h * 0.82} ${w * 0.68},${h * 0.64} ${w},${h * 0.8} ${w},${h} 0,${h}`;
  return `<polygon points="${far}" fill="#ffffff" opacity="0.18"/><polygon points="${near}" fill="#000000" opacity="0.22"/>`;
}

function motifShapes(motif: Motif, w: number, h: number): string {
  const u = Math.min(w, h) / 10;
  switch (motif) {
    case 'mountains':
      return `<circle cx="${w * 0.75}" cy="${h * 0.3}" r="${u * 1.4}" fill="#ffd27a" opacity="0.9"/>`;
    case 'solar': {
      let panels = '';
      for (let i = 0; i < 4; i++) {
        const x = w * 0.12 + i * u * 2.1;
        panels += `<polygon points="${x},${h * 0.66} ${x + u * 1.8},${h * 0.66} ${x + u * 1.4},${h * 0.52} ${x - u * 0.3},${h * 0.52}" fill="#1d3557" stroke="#a8dadc" stroke-width="${u * 0.06}"/>`;
      }
      return `<circle cx="${w * 0.8}" cy="${h * 0.25}" r="${u * 1.2}" fill="#ffd166"/>${panels}`;
    }
    case 'wind': {
      let out = '';
      for (const [x, s] of [
        [0.3, 1],
        [0.55, 0.8],
        [0.78, 1.15],
      ] as const) {
        const cx = w * x;
        const cy = h * 0.38;
        out += `<line x1="${cx}" y1="${cy}" x2="${cx}" y2="${h * 0.8}" stroke="#f1faee" stroke-width="${u * 0.18 * s}"/>`;
        for (const a of [0, 120, 240]) {
          out += `<ellipse cx="${cx}" cy="${cy - u * 0.9 * s}" rx="${u * 0.14 * s}" ry="${u * 0.9 * s}" fill="#f1faee" transform="rotate(${a} ${cx} ${cy})"/>`;
        }
        out += `<circle cx="${cx}" cy="${cy}" r="${u * 0.18 * s}" fill="#e9ecef"/>`;
      }
      return out;
    }
    case 'helmet':
      return `<g transform="translate(${w * 0.5} ${h * 0.55})"><path d="M ${-u * 2.4} 0 A ${u * 2.4} ${u * 2.2} 0 0 1 ${u * 2.4} 0 Z" fill="#ffb703"/><rect x="${-u * 3}" y="0" width="${u * 6}" height="${u * 0.45}" rx="${u * 0.2}" fill="#fb8500"/><rect x="${-u * 0.3}" y="${-u * 2.1}" width="${u * 0.6}" height="${u * 2.1}" fill="#fb8500" opacity="0.8"/></g>`;
    case 'chart': {
      let bars = '';
      [0.35, 0.5, 0.45, 0.65, 0.8].forEach((v, i) => {
        const bh = h * 0.5 * v;
        bars += `<rect x="${w * 0.2 + i * u * 1.5}" y="${h * 0.8 - bh}" width="${u}" height="${bh}" rx="${u * 0.1}" fill="#f1faee" opacity="0.85"/>`;
      });
      return `${bars}<polyline points="${w * 0.22},${h * 0.55} ${w * 0.4},${h * 0.45} ${w * 0.55},${h * 0.48} ${w * 0.72},${h * 0.3}" fill="none" stroke="#ffd166" stroke-width="${u * 0.15}"/>`;
    }
    case 'leaf':
      return `<g transform="translate(${w * 0.5} ${h * 0.5}) rotate(-30)"><path d="M 0 ${-u * 2.6} C ${u * 2.4} ${-u * 1.4} ${u * 2.2} ${u * 1.6} 0 ${u * 2.6} C ${-u * 2.2} ${u * 1.6} ${-u * 2.4} ${-u * 1.4} 0 ${-u * 2.6} Z" fill="#95d5b2"/><line x1="0" y1="${-u * 2.2}" x2="0" y2="${u * 2.6}" stroke="#2d6a4f" stroke-width="${u * 0.12}"/></g>`;
    case 'truck':
      return `<g transform="translate(${w * 0.3} ${h * 0.5})"><polygon points="0,0 ${u * 4.2},0 ${u * 4.8},${-u * 1.2} ${-u * 0.4},${-u * 1.2}" fill="#ffb703"/><rect x="${u * 3.2}" y="${-u * 0.4}" width="${u * 1.6}" height="${u * 1.3}" fill="#fb8500"/><rect x="0" y="0" width="${u * 4.8}" height="${u * 0.9}" fill="#f77f00"/><circle cx="${u * 0.9}" cy="${u * 1.2}" r="${u * 0.75}" fill="#212529"/><circle cx="${u * 3.9}" cy="${u * 1.2}" r="${u * 0.75}" fill="#212529"/></g>`;
    case 'people': {
      let out = '';
      [-2.4, 0, 2.4].forEach((dx, i) => {
        const cx = w * 0.5 + dx * u;
        const top = h * 0.42 + (i === 1 ? -u * 0.4 : 0);
        out += `<circle cx="${cx}" cy="${top}" r="${u * 0.75}" fill="#f1faee"/><path d="M ${cx - u * 1.2} ${top + u * 2.8} Q ${cx} ${top + u * 0.4} ${cx + u * 1.2} ${top + u * 2.8} Z" fill="#f1faee"/>`;
      });
      return out;
    }
  }
}

/** A landscape picture for news, slides and announcements. */
export function sceneSvg({ width: w, height: h, colors, motif, label }: SceneOptions): string {
  const pill = label
    ? `<rect x="${w * 0.04}" y="${h * 0.06}" width="${label.length * h * 0.032 + h * 0.08}" height="${h * 0.1}" rx="${h * 0.05}" fill="#000" opacity="0.35"/><text x="${w * 0.04 + h * 0.04}" y="${h * 0.127}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${h * 0.052}" font-weight="bold" fill="#fff">${esc(label)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="sky" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#sky)"/>${ridges(w, h)}${motifShapes(motif, w, h)}${pill}</svg>`;
}

/** A square portrait placeholder with initials on a gradient (birthdays, people). */
export function portraitSvg(name: string, colors: readonly [string, string], size = 400): string {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient></defs><rect width="100" height="100" fill="url(#g)"/><circle cx="50" cy="118" r="52" fill="#fff" opacity="0.18"/><text x="50" y="60" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="34" font-weight="bold" fill="#fff">${esc(initials)}</text></svg>`;
}

/** Pleasant gradient pairs, picked by index. */
export const PALETTES: readonly (readonly [string, string])[] = [
  ['#1d3557', '#457b9d'],
  ['#8d5524', '#e09f3e'],
  ['#2d6a4f', '#74c69d'],
  ['#5a189a', '#9d4edd'],
  ['#9d0208', '#f48c06'],
  ['#03045e', '#0096c7'],
  ['#3a5a40', '#a3b18a'],
  ['#6d597a', '#e56b6f'],
];
