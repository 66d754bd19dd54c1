import type { SeedContext } from '../../seed/context.js';
import { nowIso } from '../../db/sql.js';
import { sceneSvg, type Motif } from '../../lib/demo-art.js';
import { storeSvgImage } from '../../plugins/uploads/images.js';
import { slidesRepository } from './slides.repository.js';

/** The three carousel slides; in order they lead to bienvenido, seguridad and misionvision. */
const DEMO_SLIDES: readonly [string, string, Motif, readonly [string, string]][] = [
  [
    'Bienvenidos a nuestra intranet',
    'Un espacio para informarnos, aprender y conversar. Aquí encontrará las noticias de la compañía, los documentos de cada área, el organigrama, los cursos disponibles y el foro donde todos podemos participar. Le invitamos a recorrerla y a mantener su perfil actualizado.',
    'mountains',
    ['#0b3954', '#087e8b'],
  ],
  [
    'La seguridad es primero',
    'Ninguna meta de producción justifica un riesgo. Antes de cada tarea revise su entorno, use sus elementos de protección personal y detenga el trabajo si algo no está bien. Reporte incidentes y condiciones inseguras: cada reporte nos ayuda a volver a casa sanos cada día.',
    'helmet',
    ['#7f5539', '#ddb892'],
  ],
  [
    'Nuestra misión y visión',
    'Producimos minerales y energía de manera responsable, segura y eficiente, generando valor para nuestros trabajadores, las comunidades y los accionistas. Queremos ser reconocidos como la compañía minera y energética más confiable de Latinoamérica.',
    'wind',
    ['#283618', '#606c38'],
  ],
];

/** Three intro slides with wide pictures drawn locally. */
export async function seedSlides(ctx: SeedContext): Promise<void> {
  for (const [titulo, descripcion, motif, colors] of DEMO_SLIDES) {
    const imagen = await storeSvgImage(ctx.storage, sceneSvg({ width: 1920, height: 1080, colors, motif }), 'slides');
    const now = nowIso();
    await slidesRepository.insert(ctx.db, { titulo, descripcion, imagen, created_at: now, updated_at: now });
  }
}
