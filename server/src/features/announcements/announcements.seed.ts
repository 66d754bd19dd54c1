import type { AnnouncementType } from '@intranet/contract';
import type { SeedContext } from '../../seed/context.js';
import { nowIso } from '../../db/sql.js';
import { PALETTES, sceneSvg, type Motif } from '../../lib/demo-art.js';
import { storeSvgImage } from '../../plugins/uploads/images.js';
import { announcementsRepository } from './announcements.repository.js';

const DEMO_ANNOUNCEMENTS: readonly [AnnouncementType, string, string, Motif[]][] = [
  [
    'bienvenido',
    'Bienvenido a Minera y Energía Andina',
    'Le damos la más cordial bienvenida a nuestra compañía.\n\nDesde Rancagua hasta Ciudad de México, más de dos mil personas trabajamos cada día para producir minerales y energía de manera segura y responsable.\n\nEn esta intranet encontrará todo lo que necesita para su día a día. Si tiene dudas, su jefatura y el equipo de Recursos Humanos están para ayudarle.',
    ['people'],
  ],
  [
    'seguridad',
    'Nuestras reglas de oro de seguridad',
    '1. Use siempre sus elementos de protección personal.\n2. Nunca intervenga equipos sin bloqueo y etiquetado.\n3. Respete las señalizaciones y los límites de velocidad.\n4. No trabaje bajo los efectos del alcohol o drogas.\n5. Detenga el trabajo ante cualquier condición insegura y repórtela.\n\nLa seguridad es responsabilidad de todos.',
    ['helmet'],
  ],
  [
    'misionvision',
    'Misión, visión y valores',
    'Misión: producir minerales y energía de forma segura, eficiente y responsable con el medio ambiente y las comunidades.\n\nVisión: ser la compañía minera y energética más confiable de Latinoamérica.\n\nValores: seguridad, integridad, respeto, excelencia y sustentabilidad.',
    ['mountains', 'solar', 'wind', 'leaf'],
  ],
];

/** The three announcements, with pictures in the public uploads folder. */
export async function seedAnnouncements(ctx: SeedContext): Promise<void> {
  for (const [i, [type, title, detail, motifs]] of DEMO_ANNOUNCEMENTS.entries()) {
    const images: (string | null)[] = [null, null, null, null];
    for (const [j, motif] of motifs.entries()) {
      const colors = PALETTES[(i * 3 + j) % PALETTES.length]!;
      images[j] = await storeSvgImage(
        ctx.storage,
        sceneSvg({ width: 1600, height: 900, colors, motif }),
        'announcements',
      );
    }
    const now = nowIso();
    await announcementsRepository.insert(ctx.db, {
      type,
      title,
      detail,
      image1: images[0]!,
      image2: images[1]!,
      image3: images[2]!,
      image4: images[3]!,
      created_at: now,
      updated_at: now,
    });
  }
}
