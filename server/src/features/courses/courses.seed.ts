import { foldText } from '@intranet/contract';
import type { SeedContext } from '../../seed/context.js';
import { nowIso } from '../../db/sql.js';
import { storeSvgImage } from '../../plugins/uploads/images.js';
import { coursesRepository as repo } from './courses.repository.js';

const COURSES: { title: string; area: string; link: string; colors: [string, string]; icon: Icon }[] = [
  {
    title: 'Inducción en Seguridad Minera',
    area: 'Seguridad',
    link: 'https://www.youtube.com/results?search_query=induccion+seguridad+minera',
    colors: ['#b3261e', '#f2994a'],
    icon: 'helmet',
  },
  {
    title: 'Trabajo en Altura Física',
    area: 'Seguridad',
    link: 'https://www.youtube.com/results?search_query=trabajo+en+altura',
    colors: ['#c0392b', '#8e44ad'],
    icon: 'helmet',
  },
  {
    title: 'Bloqueo y Etiquetado de Energías',
    area: 'Mantención',
    link: 'https://www.youtube.com/results?search_query=bloqueo+y+etiquetado',
    colors: ['#1f4e79', '#2e86c1'],
    icon: 'bolt',
  },
  {
    title: 'Operación de Subestaciones Eléctricas',
    area: 'Energía',
    link: 'https://www.youtube.com/results?search_query=subestaciones+electricas',
    colors: ['#0b5345', '#17a589'],
    icon: 'bolt',
  },
  {
    title: 'Excel Intermedio para Reportes',
    area: 'Ofimática',
    link: 'https://www.youtube.com/results?search_query=excel+intermedio',
    colors: ['#145a32', '#27ae60'],
    icon: 'chart',
  },
  {
    title: 'Power BI desde Cero',
    area: 'Ofimática',
    link: 'https://www.youtube.com/results?search_query=power+bi+desde+cero',
    colors: ['#7d6608', '#f1c40f'],
    icon: 'chart',
  },
  {
    title: 'Norma ISO 45001: Conceptos Clave',
    area: 'Calidad',
    link: 'https://www.youtube.com/results?search_query=iso+45001',
    colors: ['#4a235a', '#a569bd'],
    icon: 'check',
  },
  {
    title: 'Manejo de Sustancias Peligrosas',
    area: 'Medio Ambiente',
    link: 'https://www.youtube.com/results?search_query=sustancias+peligrosas',
    colors: ['#6e2c00', '#dc7633'],
    icon: 'leaf',
  },
  {
    title: 'Gestión de Residuos en Faena',
    area: 'Medio Ambiente',
    link: 'https://www.youtube.com/results?search_query=gestion+de+residuos+mineria',
    colors: ['#1d8348', '#82e0aa'],
    icon: 'leaf',
  },
  {
    title: 'Primeros Auxilios en Terreno',
    area: 'Salud Ocupacional',
    link: 'https://www.youtube.com/results?search_query=primeros+auxilios',
    colors: ['#922b21', '#ec7063'],
    icon: 'cross',
  },
  {
    title: 'Liderazgo de Equipos en Turno',
    area: 'Desarrollo Organizacional',
    link: 'https://www.youtube.com/results?search_query=liderazgo+de+equipos',
    colors: ['#1b2631', '#5d6d7e'],
    icon: 'people',
  },
  {
    title: 'Conducción a la Defensiva en Minería',
    area: 'Seguridad',
    link: 'https://www.youtube.com/results?search_query=conduccion+a+la+defensiva',
    colors: ['#283747', '#e67e22'],
    icon: 'truck',
  },
];

type Icon = 'helmet' | 'bolt' | 'chart' | 'check' | 'leaf' | 'cross' | 'people' | 'truck';

const ICONS: Record<Icon, string> = {
  helmet:
    '<path d="M-90 30 Q-90 -70 0 -70 Q90 -70 90 30 Z" fill="#fff" opacity=".92"/><rect x="-110" y="25" width="220" height="22" rx="10" fill="#fff"/><rect x="-12" y="-70" width="24" height="95" fill="#000" opacity=".12"/>',
  bolt: '<path d="M20 -90 L-50 10 L-5 10 L-25 90 L55 -15 L8 -15 Z" fill="#fff"/>',
  chart:
    '<rect x="-90" y="10" width="40" height="70" fill="#fff"/><rect x="-30" y="-30" width="40" height="110" fill="#fff" opacity=".9"/><rect x="30" y="-70" width="40" height="150" fill="#fff" opacity=".8"/>',
  check:
    '<circle r="85" fill="none" stroke="#fff" stroke-width="16"/><path d="M-45 0 L-10 35 L50 -35" fill="none" stroke="#fff" stroke-width="18" stroke-linecap="round" stroke-linejoin="round"/>',
  leaf: '<path d="M-70 70 Q-80 -80 80 -80 Q80 70 -70 70 Z" fill="#fff" opacity=".92"/><path d="M-60 60 L40 -40" stroke="#000" stroke-opacity=".15" stroke-width="8"/>',
  cross:
    '<rect x="-25" y="-85" width="50" height="170" rx="8" fill="#fff"/><rect x="-85" y="-25" width="170" height="50" rx="8" fill="#fff"/>',
  people:
    '<circle cx="-45" cy="-35" r="30" fill="#fff"/><circle cx="45" cy="-35" r="30" fill="#fff" opacity=".85"/><path d="M-100 70 Q-45 -10 10 70 Z" fill="#fff"/><path d="M-10 70 Q45 -10 100 70 Z" fill="#fff" opacity=".85"/>',
  truck:
    '<rect x="-100" y="-40" width="130" height="80" rx="8" fill="#fff"/><path d="M30 -20 L80 -20 L105 15 L105 40 L30 40 Z" fill="#fff" opacity=".85"/><circle cx="-60" cy="55" r="22" fill="#222"/><circle cx="65" cy="55" r="22" fill="#222"/>',
};

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Splits a title into lines of at most `max` characters. */
function lines(text: string, max: number): string[] {
  const out: string[] = [];
  for (const word of text.split(' ')) {
    const last = out[out.length - 1];
    if (last && `${last} ${word}`.length <= max) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out;
}

function coverSvg(c: (typeof COURSES)[number], i: number): string {
  const titleLines = lines(c.title, 24)
    .map((l, k) => `<text x="60" y="${300 + k * 62}" font-size="54" font-weight="700" fill="#fff">${esc(l)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540" viewBox="0 0 960 540" font-family="DejaVu Sans, Arial, sans-serif">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.colors[0]}"/><stop offset="1" stop-color="${c.colors[1]}"/></linearGradient></defs>
  <rect width="960" height="540" fill="url(#g)"/>
  <circle cx="${780 - (i % 3) * 20}" cy="${120 + (i % 4) * 15}" r="190" fill="#fff" opacity=".08"/>
  <path d="M0 540 L0 470 L180 400 L320 450 L520 360 L700 430 L960 380 L960 540 Z" fill="#000" opacity=".18"/>
  <g transform="translate(780 170)">${ICONS[c.icon]}</g>
  <rect x="60" y="90" rx="22" width="${40 + c.area.length * 19}" height="50" fill="#fff" opacity=".2"/>
  <text x="80" y="125" font-size="30" fill="#fff">${esc(c.area)}</text>
  ${titleLines}
  <text x="60" y="500" font-size="26" fill="#fff" opacity=".85">Cursos y Capacitaciones</text>
</svg>`;
}

const GALLERY: { caption: string; sky: [string, string]; ground: string }[] = [
  { caption: 'Capacitación en terreno — Calama', sky: ['#f6d365', '#fda085'], ground: '#8d5524' },
  { caption: 'Simulacro de emergencia — Rancagua', sky: ['#89f7fe', '#66a6ff'], ground: '#5d4037' },
  { caption: 'Taller de liderazgo — Santiago', sky: ['#a18cd1', '#fbc2eb'], ground: '#37474f' },
  { caption: 'Charla de seguridad — Los Andes', sky: ['#84fab0', '#8fd3f4'], ground: '#6d4c41' },
  { caption: 'Curso de primeros auxilios — Coronel', sky: ['#fccb90', '#d57eeb'], ground: '#4e342e' },
  { caption: 'Certificación eléctrica — Purranque', sky: ['#e0c3fc', '#8ec5fc'], ground: '#455a64' },
  { caption: 'Inducción de nuevos trabajadores — Lima', sky: ['#fdfbfb', '#ebedee'], ground: '#795548' },
  { caption: 'Jornada de innovación — Ciudad de México', sky: ['#43e97b', '#38f9d7'], ground: '#3e2723' },
  { caption: 'Entrega de diplomas — Santiago', sky: ['#fa709a', '#fee140'], ground: '#263238' },
  { caption: 'Taller de Power BI — Rancagua', sky: ['#30cfd0', '#330867'], ground: '#1b1b2f' },
];

function gallerySvg(g: (typeof GALLERY)[number], i: number): string {
  const people = Array.from({ length: 5 }, (_, k) => {
    const x = 260 + k * 110 + (i % 2) * 30;
    const helmet = ['#f1c40f', '#e67e22', '#ecf0f1', '#3498db', '#e74c3c'][(k + i) % 5];
    return `<g transform="translate(${x} 560)"><rect x="-26" y="-10" width="52" height="110" rx="16" fill="#f39c12"/><rect x="-26" y="30" width="52" height="10" fill="#ecf0f1"/><circle cy="-40" r="26" fill="#d7a77a"/><path d="M-30 -48 Q0 -90 30 -48 Z" fill="${helmet}"/></g>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800" font-family="DejaVu Sans, Arial, sans-serif">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${g.sky[0]}"/><stop offset="1" stop-color="${g.sky[1]}"/></linearGradient></defs>
  <rect width="1200" height="800" fill="url(#s)"/>
  <circle cx="${950 - i * 30}" cy="160" r="70" fill="#fff" opacity=".6"/>
  <path d="M0 520 L200 300 L360 440 L560 220 L760 420 L940 260 L1200 480 L1200 800 L0 800 Z" fill="${g.ground}" opacity=".55"/>
  <path d="M0 600 L1200 560 L1200 800 L0 800 Z" fill="${g.ground}"/>
  ${people}
  <rect x="0" y="700" width="1200" height="100" fill="#000" opacity=".45"/>
  <text x="40" y="765" font-size="40" fill="#fff">${esc(g.caption)}</text>
</svg>`;
}

/** A dozen courses with generated covers and a gallery of generated pictures (nothing downloaded). */
export async function seedCourses(ctx: SeedContext): Promise<void> {
  for (const [i, g] of GALLERY.entries()) {
    const path = await storeSvgImage(ctx.storage, gallerySvg(g, i), 'courses');
    await repo.insertImage(ctx.db, { path, created_at: nowIso() });
  }
  for (const [i, c] of COURSES.entries()) {
    const image = await storeSvgImage(ctx.storage, coverSvg(c, i), 'courses');
    const now = nowIso();
    await repo.insertVideo(ctx.db, {
      image,
      title: c.title,
      area: c.area,
      link: c.link,
      search_text: foldText(`${c.title} ${c.area}`),
      created_at: now,
      updated_at: now,
    });
  }
}
