import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { migrate, openDatabase, type Db } from '../server/src/db/database.js';
import type { SeedContext } from '../server/src/seed/context.js';
import { nowIso } from '../server/src/db/sql.js';
import { PALETTES, portraitSvg, sceneSvg, type Motif } from '../server/src/lib/demo-art.js';
import { addDays, todayInSantiago } from '../server/src/lib/time.js';
import { storeSvgImage } from '../server/src/plugins/uploads/images.js';
import { LocalStorage } from '../server/src/plugins/uploads/storage.js';
import { newsRepository } from '../server/src/features/news/news.repository.js';
import { birthdaysRepository } from '../server/src/features/birthdays/birthdays.repository.js';
import { seedSlides } from '../server/src/features/slides/slides.seed.js';
import { seedAnnouncements } from '../server/src/features/announcements/announcements.seed.js';
import { DEPARTMENTS, DOCUMENT_AREAS, EMOJIS, foldText, rutCheckDigit } from '@intranet/contract';
import { hashPassword } from '../server/src/lib/passwords.js';
import { usersRepository } from '../server/src/features/users/users.repository.js';
import { documentsRepository } from '../server/src/features/documents/documents.repository.js';
import { organizationRepository } from '../server/src/features/organization/organization.repository.js';
import { coursesRepository } from '../server/src/features/courses/courses.repository.js';
import { forumRepository } from '../server/src/features/forum/forum.repository.js';

/**
 * The password of every bench user (one argon2 hash, shared), and the one worker the bench logs in as: reads are
 * measured on a worker's path (audience and publishing filters), as the frontline uses them.
 */
export const BENCH_USER_PASSWORD = 'Bench.Usuario.2025';
export const benchWorkerRut = (): string => `20000001-${rutCheckDigit('20000001')}`;

export interface BenchData {
  news: number;
  birthdays: number;
  users: number;
  documents: number;
  orgNodes: number;
  courses: number;
  /** Forum comments over 200 topics, half of them in the last topic (the one measured), with reactions. */
  comments: number;
}

/** The document sub-areas, as [area, subarea] pairs; documents are spread over all of them. */
export const DOCUMENT_PAIRS = Object.entries(DOCUMENT_AREAS).flatMap(([area, subs]) =>
  subs.map((sub) => [area, sub] as const),
);

/** Forum topics (issue 8: 200 topics with 100,000 comments). */
const TOPIC_COUNT = 200;
const AREAS = ['Operaciones', 'Seguridad', 'Energía', 'Finanzas', 'Recursos Humanos', 'Medio Ambiente', 'Tecnología'];
const MOTIFS: Motif[] = ['mountains', 'solar', 'wind', 'helmet', 'chart', 'leaf', 'truck', 'people'];
const TOPICS = ['producción de cobre', 'turno de noche', 'planta solar', 'capacitación', 'mantención', 'comunidad'];
const NAMES = ['Camila', 'Juan', 'Valentina', 'Pedro', 'Javiera', 'Diego', 'Francisca', 'Matías', 'Antonia', 'Tomás'];
const SURNAMES = ['González', 'Muñoz', 'Rojas', 'Díaz', 'Pérez', 'Soto', 'Contreras', 'Silva', 'Martínez', 'Sepúlveda'];

/** Words of a safety procedure: the PDF text of the bench's documents is drawn from them. */
const PROCEDURE_WORDS = (
  'el la los las de del en para con por procedimiento seguridad trabajo riesgo control equipo protección personal ' +
  'supervisor turno faena planta mantención inspección registro capacitación emergencia evacuación extintor ' +
  'bloqueo energía eléctrica altura arnés andamio excavación ventilación ruido polvo sílice químico hoja datos ' +
  'responsable área verificación permiso autorización incidente accidente investigación causa acción correctiva ' +
  'preventiva matriz peligro evaluación medida mitigación vehículo conducción camión grúa izaje carga señalización'
).split(' ');

/**
 * The text "extracted" from document i's PDF: about 600 words (≈ 4.5 KB), deterministic. One document in 500 also
 * speaks of audiometrías (the rare word of the search rows).
 */
export function benchPdfText(i: number): string {
  const words: string[] = [];
  let x = (i + 1) * 2654435761;
  for (let w = 0; w < 600; w++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    words.push(PROCEDURE_WORDS[x % PROCEDURE_WORDS.length]!);
  }
  if (i % 500 === 7) words.splice(300, 0, 'programa', 'de', 'audiometrías', 'anuales');
  return words.join(' ');
}

const silentLog = { info() {}, warn() {}, error() {}, debug() {} } as unknown as FastifyBaseLogger;

/** A body of about 1.5 KB, like a real news item. */
const body = (i: number) =>
  Array.from(
    { length: 6 },
    (_, p) =>
      `Párrafo ${p + 1} de la noticia ${i}: el equipo informa avances en ${TOPICS[(i + p) % TOPICS.length]} ` +
      'y agradece el compromiso de todas las personas que hicieron posible este resultado en la faena.',
  ).join('\n\n');

/** The bench's data set: what `npm run bench` measures on, and what the profile and A/B runs rebuild. */
export const BENCH_DATA: BenchData = {
  news: 20_000,
  birthdays: 1_000,
  users: 5_000,
  documents: 5_000,
  orgNodes: 2_000,
  courses: 500,
  comments: 100_000,
};

/**
 * Builds the benchmark database (SQLite in `dataDir`, or the given PostgreSQL schema; files always in
 * `dataDir`) through the same repositories and seeders the app uses:
 * the demo slides and announcements, `birthdays` people and `news` news items (pictures drawn once
 * and shared, as the list never loads them), `users` workers, `documents` procedures over every
 * sub-area, an organization tree of `orgNodes` and `courses` videos and course pictures.
 */
export async function buildDatabase(
  dataDir: string,
  data: BenchData,
  postgres?: { url: string; schema: string },
): Promise<void> {
  const handle = postgres
    ? openDatabase({ databaseUrl: postgres.url, pgSchema: postgres.schema })
    : openDatabase({ sqliteFile: path.join(dataDir, 'intranet.db') });
  try {
    await migrate(handle.db, postgres?.schema);
    const storage = new LocalStorage(dataDir);
    await storage.init();
    const ctx: SeedContext = { db: handle.db, storage, log: silentLog, users: [] };
    await seedSlides(ctx);
    await seedAnnouncements(ctx);

    const pictures: string[] = [];
    for (const [i, motif] of MOTIFS.entries()) {
      const svg = sceneSvg({ width: 1200, height: 675, colors: PALETTES[i]!, motif, label: AREAS[i % AREAS.length] });
      pictures.push(await storeSvgImage(storage, svg, 'news'));
    }
    const portraits: string[] = [];
    for (let i = 0; i < 10; i++) {
      portraits.push(
        await storeSvgImage(storage, portraitSvg(`${NAMES[i]} ${SURNAMES[i]}`, PALETTES[i % 8]!), 'birthdays'),
      );
    }

    const today = todayInSantiago();
    const now = nowIso();
    // argon2 on 5,000 users would take minutes: one hash, shared by every bench user (only the first worker logs in).
    const passwordHash = await hashPassword(BENCH_USER_PASSWORD);
    await handle.db.transaction().execute(async (trx) => {
      await usersRepository.insertMany(
        trx,
        Array.from({ length: data.users }, (_, i) => {
          const body = String(20_000_000 + i);
          const nombre = NAMES[i % NAMES.length]!;
          const apellido = SURNAMES[Math.floor(i / NAMES.length) % SURNAMES.length]!;
          return {
            username: `${nombre} ${apellido} ${i}`,
            nombre: `${nombre} ${apellido}`,
            password_hash: passwordHash,
            role: 'worker' as const,
            activo: i % 20 === 0 ? 0 : 1,
            rut: `${body}-${rutCheckDigit(body)}`,
            correo: `usuario${i}@empresa.cl`,
            puesto: 'Operador de planta',
            telefono: null,
            razon_social: 'Empresa S.A.',
            fecha_nacimiento: null,
            imagen_perfil: i % 3 === 0 ? portraits[i % portraits.length]! : null,
            dispositivo: null,
            must_change_password: 0,
            recovery_codes: null,
            totp_secret: null,
            totp_pending_secret: null,
            created_at: now,
            updated_at: now,
          };
        }),
      );
      for (let i = 0; i < data.documents; i++) {
        const [area, subarea] = DOCUMENT_PAIRS[i % DOCUMENT_PAIRS.length]!;
        await documentsRepository.insert(trx, {
          nombre: `Procedimiento ${i + 1} de ${subarea}`,
          area,
          subarea,
          archivo: `procedimiento-${i + 1}.pdf`,
          ruta: `/uploads/documents/bench-${i + 1}.pdf`,
          tamano: 120_000,
          visible: i % 10 === 0 ? 0 : 1,
          texto: benchPdfText(i),
          fecha_subida: now,
          created_at: now,
          updated_at: now,
        });
      }
      // A tree: each node hangs from one of the nodes before it, so depths vary.
      const nodeIds: number[] = [];
      for (let i = 0; i < data.orgNodes; i++) {
        const parent = i === 0 ? null : nodeIds[Math.floor((i - 1) / 4)]!;
        nodeIds.push(
          await organizationRepository.insert(trx, {
            name: `${NAMES[i % NAMES.length]} ${SURNAMES[(i * 3) % SURNAMES.length]}`,
            role: i === 0 ? 'Gerente General' : `Jefatura ${i}`,
            department: DEPARTMENTS[i % DEPARTMENTS.length]!,
            parent_id: parent,
            email: `persona${i}@empresa.cl`,
            phone: null,
            description: null,
            image: null,
            created_at: now,
            updated_at: now,
          }),
        );
      }
      for (let i = 0; i < data.courses; i++) {
        const title = `Curso ${i + 1}: ${TOPICS[i % TOPICS.length]}`;
        const area = AREAS[i % AREAS.length]!;
        await coursesRepository.insertVideo(trx, {
          title,
          area,
          link: `https://videos.empresa.cl/curso-${i + 1}`,
          image: pictures[i % pictures.length]!,
          search_text: foldText(`${title} ${area}`),
          created_at: now,
          updated_at: now,
        });
        await coursesRepository.insertImage(trx, { path: pictures[i % pictures.length]!, created_at: now });
      }
      for (let i = 0; i < data.news; i++) {
        await newsRepository.insert(trx, {
          nombre: `Noticia ${i + 1}: ${TOPICS[i % TOPICS.length]} en ${AREAS[i % AREAS.length]}`,
          area: AREAS[i % AREAS.length]!,
          detalle: body(i),
          // About ten news a day, going back in time.
          fecha: addDays(today, -Math.floor((data.news - i) / 10)),
          imagen: pictures[i % pictures.length]!,
          created_at: now,
          updated_at: now,
        });
      }
      for (let i = 0; i < data.birthdays; i++) {
        const month = String((i % 12) + 1).padStart(2, '0');
        const day = String((i % 28) + 1).padStart(2, '0');
        await birthdaysRepository.insert(trx, {
          nombre: `${NAMES[i % NAMES.length]} ${SURNAMES[(i * 7) % SURNAMES.length]} ${i}`,
          cargo: 'Operador de planta',
          fecha_cumpleanos: `${1970 + (i % 35)}-${month}-${day}`,
          imagen: i % 4 === 0 ? null : portraits[i % portraits.length]!,
          created_at: now,
          updated_at: now,
        });
      }
    });
    await seedComments(handle.db, data.comments, now);
  } finally {
    await handle.close();
  }
}

/**
 * 200 topics and `n` comments with their reactions, through the forum's repository (its bulk methods
 * keep each topic's count). Half the comments go to the last topic, the one the benchmark reads: the
 * worst case for its list; the rest are spread over the others. Comment i gets i % 4 reactions.
 */
async function seedComments(db: Db, n: number, now: string): Promise<void> {
  const authors: { id: number; username: string }[] = [];
  for (let i = 0; i < 10; i++) {
    const username = `foro${i}`;
    const id = await usersRepository.insert(db, {
      username,
      nombre: `Autor del foro ${i}`,
      // Not a valid hash: these authors cannot log in.
      password_hash: '!',
      role: 'worker',
      activo: 1,
      rut: null,
      correo: null,
      must_change_password: 0,
      created_at: now,
      updated_at: now,
    });
    authors.push({ id, username });
  }
  const topics: number[] = [];
  for (let t = 0; t < TOPIC_COUNT; t++) {
    topics.push(
      await forumRepository.insertTema(db, {
        titulo: `Tema ${t + 1}: ${TOPICS[t % TOPICS.length]}`,
        descripcion: 'Banco de pruebas',
        activo: 1,
        fecha_creacion: now,
        updated_at: now,
      }),
    );
  }
  const busiest = topics[topics.length - 1]!;
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < n; start += 5000) {
      const count = Math.min(5000, n - start);
      const rows = Array.from({ length: count }, (_, k) => {
        const i = start + k;
        const a = authors[i % authors.length]!;
        return {
          tema_id: i % 2 === 0 ? busiest : topics[(i >> 1) % (topics.length - 1)]!,
          user_id: a.id,
          username: a.username,
          comentario: `Comentario ${i + 1}: ${TOPICS[i % TOPICS.length]}, una opinión de unas diez palabras aproximadamente.`,
          fecha: now,
        };
      });
      const ids = await forumRepository.insertComentarios(trx, rows);
      await forumRepository.insertReactions(
        trx,
        ids.flatMap((id, k) =>
          Array.from({ length: (start + k) % 4 }, (_, r) => ({
            comentario_id: id,
            user_id: authors[(start + k + r + 1) % authors.length]!.id,
            emoji: EMOJIS[(start + k + r) % EMOJIS.length]!,
            fecha: now,
          })),
        ),
      );
    }
  });
}
