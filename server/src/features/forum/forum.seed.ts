import { EMOJIS } from '@intranet/contract';
import type { SeedContext } from '../../seed/context.js';
import { storeSvgImage } from '../../plugins/uploads/images.js';
import { forumRepository } from './forum.repository.js';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A 1200×630 banner: gradient, simple shapes and the topic's title (generated here, nothing downloaded). */
function banner(title: string, subtitle: string, from: string, to: string, shapes: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <circle cx="1060" cy="90" r="210" fill="#ffffff" opacity="0.08"/>
  <circle cx="140" cy="600" r="260" fill="#000000" opacity="0.08"/>
  ${shapes}
  <text x="70" y="470" font-family="DejaVu Sans, Arial, sans-serif" font-size="58" font-weight="bold" fill="#ffffff">${esc(title)}</text>
  <text x="72" y="535" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="#ffffff" opacity="0.9">${esc(subtitle)}</text>
</svg>`;
}

const SAFETY_SHAPES = `
  <g transform="translate(760 110)">
    <path d="M40 200 Q40 60 180 50 Q320 60 320 200 Z" fill="#ffd23f"/>
    <rect x="10" y="195" width="340" height="34" rx="17" fill="#f5b700"/>
    <rect x="165" y="40" width="30" height="160" rx="12" fill="#f5b700"/>
  </g>
  <g fill="#ffffff" opacity="0.85">
    <polygon points="120,120 200,260 40,260"/>
  </g>
  <text x="108" y="242" font-family="DejaVu Sans, Arial, sans-serif" font-size="90" font-weight="bold" fill="#b23a14">!</text>`;

const INTRANET_SHAPES = `
  <g transform="translate(740 90)">
    <rect x="0" y="0" width="360" height="230" rx="18" fill="#ffffff" opacity="0.95"/>
    <rect x="20" y="20" width="320" height="40" rx="8" fill="#0b6e99"/>
    <rect x="20" y="80" width="150" height="120" rx="8" fill="#cfe8f3"/>
    <rect x="190" y="80" width="150" height="24" rx="6" fill="#cfe8f3"/>
    <rect x="190" y="118" width="120" height="24" rx="6" fill="#cfe8f3"/>
    <rect x="190" y="156" width="140" height="24" rx="6" fill="#cfe8f3"/>
    <rect x="150" y="230" width="60" height="50" fill="#ffffff" opacity="0.8"/>
    <rect x="100" y="276" width="160" height="16" rx="8" fill="#ffffff" opacity="0.8"/>
  </g>
  <g fill="#ffffff" opacity="0.9">
    <rect x="70" y="120" width="250" height="110" rx="22"/>
    <polygon points="120,226 150,226 110,270"/>
  </g>
  <text x="195" y="193" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="50" font-weight="bold" fill="#0b6e99">¡Hola!</text>`;

const ANNIVERSARY_SHAPES = `
  <g transform="translate(820 80)">
    <rect x="40" y="120" width="240" height="150" rx="14" fill="#ffffff"/>
    <rect x="40" y="120" width="240" height="40" rx="14" fill="#ff7aa2"/>
    <rect x="150" y="60" width="20" height="60" fill="#ffd23f"/>
    <ellipse cx="160" cy="50" rx="14" ry="22" fill="#ff9f1c"/>
  </g>
  <g>
    <rect x="90" y="110" width="18" height="40" fill="#ffd23f" transform="rotate(25 99 130)"/>
    <rect x="200" y="180" width="18" height="40" fill="#2ec4b6" transform="rotate(-30 209 200)"/>
    <rect x="320" y="100" width="18" height="40" fill="#ffffff" transform="rotate(60 329 120)"/>
    <circle cx="420" cy="200" r="14" fill="#ffd23f"/>
    <circle cx="560" cy="120" r="10" fill="#ffffff"/>
    <circle cx="650" cy="230" r="12" fill="#2ec4b6"/>
  </g>`;

interface DemoTopic {
  titulo: string;
  descripcion: string;
  svg: string;
  comments: string[];
}

/** Oldest first: the last one is the newest topic and is selected first on the home page. */
const TOPICS: DemoTopic[] = [
  {
    titulo: 'Aniversario 2025: ¿cómo lo celebramos?',
    descripcion:
      'Este año cumplimos 30 años. El comité de bienestar quiere escuchar sus ideas para la celebración en cada sucursal: actividades, horarios y lugares.',
    svg: banner(
      'Aniversario 2025',
      '30 años de historia: proponga actividades',
      '#7b2ff7',
      '#f107a3',
      ANNIVERSARY_SHAPES,
    ),
    comments: [
      'Propongo un campeonato de baby fútbol entre sucursales, como el de 2019.',
      'En Calama podríamos hacer un asado al mediodía para que participe el turno de noche también.',
      '¡Buena idea! Y una feria con emprendimientos de las familias de los trabajadores.',
      'Sería bueno que la celebración sea en horario laboral, así nadie queda fuera.',
      'Podríamos reconocer a quienes cumplen 10, 20 y 30 años en la empresa.',
      'Voto por una corrida familiar de 5 km en Rancagua.',
      'En Lima nos sumamos con una transmisión en vivo de la ceremonia.',
      'Que incluya a los contratistas que trabajan con nosotros hace años.',
      '¿Habrá polera conmemorativa? Yo me anoto para diseñarla.',
    ],
  },
  {
    titulo: 'Seguridad en faena: ideas para el turno de noche',
    descripcion:
      'Compartan prácticas que les han servido para trabajar seguros en el turno de noche: iluminación, pausas activas, comunicación por radio y traslados.',
    svg: banner('Seguridad en faena', 'Turno de noche: cuidémonos entre todos', '#b23a14', '#f08a24', SAFETY_SHAPES),
    comments: [
      'Las pausas activas a las 3:00 nos han ayudado mucho con el cansancio.',
      'Pido revisar la iluminación del acceso norte; en invierno queda muy oscuro.',
      'Recordatorio: el chaleco reflectante es obligatorio también en el estacionamiento.',
      'En mantención usamos doble verificación por radio antes de bloquear equipos. Funciona.',
      '¿Se puede reforzar el transporte de regreso a Calama a las 8:00?',
      'Buena práctica: el supervisor entrante y el saliente hacen el recorrido juntos.',
      'Agradezco la nueva sala de descanso, está muy bien equipada.',
      'Propongo una charla sobre fatiga y somnolencia con la mutual.',
      'Ojo con la hidratación: en la noche también se pierde mucho líquido.',
      'El simulacro de la semana pasada mostró que el punto de encuentro 3 está mal señalizado.',
      'Ya se instalaron nuevos focos en el acceso norte. ¡Gracias por avisar!',
    ],
  },
  {
    titulo: 'Bienvenidos a la nueva intranet',
    descripcion:
      'Estrenamos intranet. Cuéntennos qué les parece, qué les falta y qué secciones usan más. Sus comentarios ayudan a mejorarla.',
    svg: banner(
      'Nueva intranet',
      'Noticias, documentos y foro en un solo lugar',
      '#0b6e99',
      '#2ec4b6',
      INTRANET_SHAPES,
    ),
    comments: [
      '¡Se ve muy bien! Encontré rápido los procedimientos de informática.',
      'Me gusta que el foro se actualice solo, sin recargar la página.',
      'Sería útil un buscador de documentos por número de procedimiento.',
      'Desde el celular también funciona bien.',
      '¿Dónde se actualizan los datos de contacto? Ya lo encontré: en Mi Perfil.',
      'Excelente la sección de cumpleaños del mes.',
      'Propongo agregar el menú del casino de cada semana.',
      'Muy práctico tener los indicadores económicos arriba.',
      'Felicitaciones al equipo de desarrollo.',
      'Los links de interés me ahorran mucho tiempo.',
      '¿Podremos subir fotos de las actividades de cada sucursal?',
    ],
  },
];

/** Three topics with pictures, a few dozen comments by the demo workers, and reactions. */
export async function seedForum(ctx: SeedContext): Promise<void> {
  const workers = ctx.users.filter((u) => u.role === 'worker');
  const people = workers.length ? workers : ctx.users;
  if (!people.length) return;
  const admin = ctx.users.find((u) => u.role === 'admin');
  const start = Date.now() - 20 * 24 * 60 * 60 * 1000;
  let minute = 0;
  let n = 0;
  for (const [ti, topic] of TOPICS.entries()) {
    const imagen = await storeSvgImage(ctx.storage, topic.svg, 'forum');
    const created = new Date(start + ti * 3 * 24 * 60 * 60 * 1000).toISOString();
    const temaId = await forumRepository.insertTema(ctx.db, {
      titulo: topic.titulo,
      descripcion: topic.descripcion,
      imagen,
      activo: 1,
      autor_id: admin?.id ?? null,
      autor_nombre: admin?.nombre ?? null,
      fecha_creacion: created,
      updated_at: created,
    });
    for (const [ci, text] of topic.comments.entries()) {
      // The last comment of the safety topic answers as the administrator.
      const author = admin && ti === 1 && ci === topic.comments.length - 1 ? admin : people[n % people.length]!;
      n++;
      minute += 37 + ((ci * 53) % 200);
      const fecha = new Date(Date.parse(created) + minute * 60 * 1000).toISOString();
      const comment = await forumRepository.insertComentario(ctx.db, {
        tema_id: temaId,
        user_id: author.id,
        username: author.username,
        nombre: author.nombre,
        comentario: text,
        fecha,
      });
      // A varying handful of colleagues react, one emoji each.
      const reactors = (ci * 7 + ti * 3) % Math.min(people.length, 9);
      const reacted = new Set([author.id]);
      for (let r = 0; r < reactors; r++) {
        const who = people[(n + r * 2) % people.length]!;
        if (reacted.has(who.id)) continue;
        reacted.add(who.id);
        const emoji = EMOJIS[(ci + r * r + ti) % (r % 3 === 0 ? 2 : EMOJIS.length)]!;
        await forumRepository.insertReaction(ctx.db, comment.id, who.id, emoji, fecha);
        await forumRepository.bumpReactionVersion(ctx.db, comment.id);
      }
    }
  }
  ctx.log.info({ temas: TOPICS.length, comentarios: n }, 'foro de demostración creado');
}
