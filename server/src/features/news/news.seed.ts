import type { SeedContext } from '../../seed/context.js';
import { nowIso } from '../../db/sql.js';
import { PALETTES, sceneSvg, type Motif } from '../../lib/demo-art.js';
import { addDays, todayInSantiago } from '../../lib/time.js';
import { storeSvgImage } from '../../plugins/uploads/images.js';
import { newsRepository } from './news.repository.js';

/** [days ago, nombre, area, motif, detalle] — spread over the last two months. */
const DEMO_NEWS: readonly [number, string, string, Motif, string][] = [
  [
    0,
    'Inauguramos la planta solar Calama Norte',
    'Energía',
    'solar',
    'Con una capacidad de 45 MW, la nueva planta solar Calama Norte abastecerá el 30% del consumo eléctrico de nuestras faenas en la región de Antofagasta.\n\nLa ceremonia contó con la presencia de autoridades regionales, vecinos de la comuna y trabajadores que participaron en la construcción durante los últimos 14 meses.\n\nAgradecemos a todos los equipos que hicieron posible este hito.',
  ],
  [
    2,
    'Un año sin accidentes con tiempo perdido en Rancagua',
    'Seguridad',
    'helmet',
    'La sucursal Rancagua cumplió 365 días consecutivos sin accidentes con tiempo perdido.\n\nEl logro es fruto de las charlas diarias de cinco minutos, el reporte de incidentes sin culpa y el compromiso de cada supervisor con la regla de oro: si no es seguro, no se hace.',
  ],
  [
    4,
    'Resultados del tercer trimestre',
    'Finanzas',
    'chart',
    'La producción de cobre fino aumentó un 8% respecto del mismo trimestre del año anterior, mientras que los costos operacionales se mantuvieron dentro del presupuesto.\n\nLa gerencia de Finanzas presentará el detalle en la reunión general del próximo jueves a las 10:00 horas.',
  ],
  [
    6,
    'Nuevos camiones de extracción eléctricos',
    'Operaciones',
    'truck',
    'Llegaron a la faena Los Andes los primeros cuatro camiones de extracción con sistema de trolley eléctrico.\n\nLos operadores recibirán una capacitación de tres semanas antes de la puesta en marcha.',
  ],
  [
    9,
    'Campaña de reforestación en Purranque',
    'Medio Ambiente',
    'leaf',
    'Más de 120 voluntarios plantaron 3.500 árboles nativos en los alrededores de la sucursal Purranque.\n\nLa iniciativa forma parte de nuestro compromiso de carbono neutralidad al año 2030.',
  ],
  [
    13,
    'Bienvenida a los nuevos practicantes',
    'Recursos Humanos',
    'people',
    'Este mes se incorporaron 18 estudiantes en práctica de ingeniería, geología y administración.\n\nLes deseamos una gran experiencia y los invitamos a acercarse a sus mentores ante cualquier duda.',
  ],
  [
    17,
    'Parque eólico Coronel supera su meta de generación',
    'Energía',
    'wind',
    'Durante octubre el parque eólico Coronel generó 12 GWh, un 15% por sobre la meta mensual gracias a los vientos favorables y a la mejora en la disponibilidad de los aerogeneradores.',
  ],
  [
    21,
    'Actualización del sistema de turnos',
    'Tecnología',
    'chart',
    'A partir del lunes, la planificación de turnos se realizará en la nueva plataforma digital.\n\nCada trabajador podrá consultar su calendario desde el teléfono móvil. Soporte TI estará disponible en el anexo 4400.',
  ],
  [
    26,
    'Simulacro de emergencia en Santiago',
    'Seguridad',
    'helmet',
    'El simulacro de evacuación de la oficina central se completó en 6 minutos y 40 segundos, mejorando en un minuto el resultado del año anterior.\n\nRecuerde revisar las vías de evacuación de su piso.',
  ],
  [
    31,
    'Exploración confirma nuevo yacimiento en Calama',
    'Geología',
    'mountains',
    'Los sondajes de exploración del proyecto Quebrada Alta confirmaron mineralización de cobre y molibdeno en una extensión de 2,3 kilómetros.\n\nEl equipo de geología continuará con la campaña de sondajes durante el verano.',
  ],
  [
    37,
    'Feria de salud para trabajadores y familias',
    'Recursos Humanos',
    'people',
    'Exámenes preventivos, vacunación y talleres de alimentación saludable estarán disponibles el sábado en el casino de la sucursal Santiago, de 9:00 a 14:00 horas.',
  ],
  [
    44,
    'Operación en Lima alcanza récord de producción',
    'Operaciones',
    'mountains',
    'La operación en Lima (Perú) alcanzó un récord histórico de tratamiento de mineral, con 52.000 toneladas diarias durante la última semana del mes.',
  ],
  [
    50,
    'Programa de reciclaje en todas las sucursales',
    'Medio Ambiente',
    'leaf',
    'Desde este mes, todas las sucursales cuentan con puntos limpios para papel, plásticos, vidrio y pilas.\n\nEl material recolectado será entregado a recicladores de base de cada comuna.',
  ],
  [
    57,
    'Lanzamiento de la nueva intranet',
    'Comunicaciones',
    'people',
    'Ya está disponible la nueva intranet corporativa, con noticias, documentos, organigrama, cursos y foro de discusión.\n\nIngrese con su RUT y su contraseña. Si tiene problemas de acceso, contacte a Soporte.',
  ],
];

/** A dozen news items across areas and the last two months, each with a picture drawn locally. */
export async function seedNews(ctx: SeedContext): Promise<void> {
  const today = todayInSantiago();
  for (const [i, [daysAgo, nombre, area, motif, detalle]] of DEMO_NEWS.entries()) {
    const svg = sceneSvg({ width: 1200, height: 675, colors: PALETTES[i % PALETTES.length]!, motif, label: area });
    const imagen = await storeSvgImage(ctx.storage, svg, 'news');
    const now = nowIso();
    await newsRepository.insert(ctx.db, {
      nombre,
      area,
      detalle,
      fecha: addDays(today, -daysAgo),
      imagen,
      created_at: now,
      updated_at: now,
    });
  }
}
