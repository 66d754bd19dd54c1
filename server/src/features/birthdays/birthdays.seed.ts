import type { SeedContext } from '../../seed/context.js';
import { nowIso } from '../../db/sql.js';
import { PALETTES, portraitSvg } from '../../lib/demo-art.js';
import { todayInSantiago } from '../../lib/time.js';
import { storeSvgImage } from '../../plugins/uploads/images.js';
import { birthdaysRepository } from './birthdays.repository.js';

/** People whose birthday falls in the current month whenever the demo is created: [nombre, cargo, day, birth year]. */
const THIS_MONTH: readonly [string, string, number, number][] = [
  ['Paula Vergara Muñoz', 'Jefa de Comunicaciones', 3, 1986],
  ['Tomás Riquelme Soto', 'Mecánico de Equipos Pesados', 7, 1992],
  ['Isidora Navarro León', 'Analista de Abastecimiento', 12, 1995],
  ['Matías Fuentealba Ruiz', 'Operador de Chancado', 18, 1983],
  ['Catalina Bravo Ortiz', 'Ingeniera de Procesos', 24, 1990],
  ['Felipe Alarcón Vidal', 'Electricista de Mantención', 27, 1979],
  ['Daniela Sepúlveda Rojas', 'Secretaria de Gerencia', 28, 1988],
];

/** People spread over the other months: [nombre, cargo, MM-DD, birth year]. */
const OTHERS: readonly [string, string, string, number][] = [
  ['Hernán Godoy Pizarro', 'Jefe de Bodega', '01-15', 1977],
  ['Carolina Méndez Araya', 'Abogada Corporativa', '02-09', 1984],
  ['Ignacio Valdés Parra', 'Topógrafo', '03-22', 1993],
  ['Antonia Salinas Gómez', 'Química de Laboratorio', '04-05', 1991],
  ['Gonzalo Espinoza Cáceres', 'Supervisor de Mina', '05-30', 1981],
  ['Fernanda Olivares Díaz', 'Analista de Remuneraciones', '06-11', 1996],
  ['Cristián Maturana Lagos', 'Operador de Camión', '07-19', 1987],
  ['Josefa Carrasco Silva', 'Enfermera de Faena', '08-02', 1994],
  ['Rodrigo Jara Sandoval', 'Geofísico', '09-26', 1982],
  ['Macarena Figueroa Tapia', 'Diseñadora Gráfica', '10-14', 1997],
  ['Víctor Cárdenas Molina', 'Jefe de Turno', '11-21', 1976],
  ['Javiera Rivas Castro', 'Ingeniera Ambiental', '12-06', 1989],
];

/** Birthdays across the year, several in the current month, each with a portrait drawn locally. */
export async function seedBirthdays(ctx: SeedContext, today = todayInSantiago()): Promise<void> {
  const month = today.slice(5, 7);
  const people = [
    ...THIS_MONTH.map(([nombre, cargo, day, year]) => ({
      nombre,
      cargo,
      fecha_cumpleanos: `${year}-${month}-${String(day).padStart(2, '0')}`,
    })),
    ...OTHERS.filter(([, , md]) => !md.startsWith(month)).map(([nombre, cargo, md, year]) => ({
      nombre,
      cargo,
      fecha_cumpleanos: `${year}-${md}`,
    })),
  ];
  for (const [i, person] of people.entries()) {
    const imagen = await storeSvgImage(
      ctx.storage,
      portraitSvg(person.nombre, PALETTES[i % PALETTES.length]!),
      'birthdays',
    );
    const now = nowIso();
    await birthdaysRepository.insert(ctx.db, { ...person, imagen, created_at: now, updated_at: now });
  }
}
