import { formatRut, rutCheckDigit } from '@intranet/contract';
import type { SeedContext } from '../../seed/context.js';
import { nowIso } from '../../db/sql.js';
import { avatarSvg } from '../../lib/avatar-svg.js';
import { hashPassword } from '../../lib/passwords.js';
import { storeSvgImage } from '../../plugins/uploads/images.js';
import { usersRepository } from './users.repository.js';

export interface DemoUser {
  id: number;
  username: string;
  nombre: string;
  rut: string;
  role: 'admin' | 'worker';
  password: string;
  puesto: string;
}

export const DEMO_ADMIN_PASSWORD = 'Admin.2025';
export const DEMO_WORKER_PASSWORD = 'Trabajador.2025';

const rut = (body: number) => `${body}-${rutCheckDigit(String(body))}`;

/** The demo company's people: one admin and a dozen workers across the company. */
export const DEMO_PEOPLE = [
  {
    username: 'admin',
    area: 'Tecnología',
    sucursal: 2,
    jefe: null,
    telefonoVisible: true,
    nombre: 'Administrador General',
    rut: rut(11111111),
    role: 'admin',
    puesto: 'Administrador de la Intranet',
    correo: 'admin@empresa.cl',
    fecha: '1985-03-14',
    telefono: '+56 9 5555 0001',
    dispositivo: 'Notebook Dell Latitude 5440',
  },
  {
    username: 'mgonzalez',
    area: 'Gerencia General',
    sucursal: 2,
    jefe: null,
    telefonoVisible: true,
    nombre: 'María González Rojas',
    rut: rut(15234567),
    role: 'worker',
    puesto: 'Gerenta General',
    correo: 'maria.gonzalez@empresa.cl',
    fecha: '1978-11-03',
    telefono: '+56 9 5555 0102',
    dispositivo: 'Notebook Lenovo ThinkPad T14',
  },
  {
    username: 'jmunoz',
    area: 'Operaciones',
    sucursal: 3,
    jefe: 'mgonzalez',
    telefonoVisible: true,
    nombre: 'Juan Muñoz Soto',
    rut: rut(16345678),
    role: 'worker',
    puesto: 'Jefe de Operaciones Mina',
    correo: 'juan.munoz@empresa.cl',
    fecha: '1982-05-21',
    telefono: '+56 9 5555 0103',
    dispositivo: 'Tablet Samsung Galaxy Tab Active',
  },
  {
    username: 'cfuentes',
    area: 'Finanzas',
    sucursal: 2,
    jefe: 'ccarrasco',
    telefonoVisible: true,
    nombre: 'Camila Fuentes Pérez',
    rut: rut(17456789),
    role: 'worker',
    puesto: 'Analista de Finanzas',
    correo: 'camila.fuentes@empresa.cl',
    fecha: '1990-11-17',
    telefono: '+56 9 5555 0104',
    dispositivo: 'Notebook HP ProBook 450',
  },
  {
    username: 'psilva',
    area: 'Prevención de Riesgos',
    sucursal: 1,
    jefe: 'jmunoz',
    telefonoVisible: true,
    nombre: 'Pedro Silva Contreras',
    rut: rut(18567890),
    role: 'worker',
    puesto: 'Prevencionista de Riesgos',
    correo: 'pedro.silva@empresa.cl',
    fecha: '1988-01-09',
    telefono: '+56 9 5555 0105',
    dispositivo: 'Smartphone Samsung XCover',
  },
  {
    username: 'vmorales',
    area: 'Tecnología',
    sucursal: 2,
    jefe: 'mgonzalez',
    telefonoVisible: true,
    nombre: 'Valentina Morales Díaz',
    rut: rut(19678901),
    role: 'worker',
    puesto: 'Ingeniera de Desarrollo',
    correo: 'valentina.morales@empresa.cl',
    fecha: '1994-07-30',
    telefono: '+56 9 5555 0106',
    dispositivo: 'Notebook Dell XPS 13',
  },
  {
    username: 'rtorres',
    area: 'Mantención',
    sucursal: 4,
    jefe: 'jmunoz',
    telefonoVisible: true,
    nombre: 'Rodrigo Torres Araya',
    rut: rut(13789012),
    role: 'worker',
    puesto: 'Jefe de Mantención Eléctrica',
    correo: 'rodrigo.torres@empresa.cl',
    fecha: '1975-11-25',
    telefono: '+56 9 5555 0107',
    dispositivo: 'Tablet Panasonic Toughbook',
  },
  {
    username: 'fcastro',
    area: 'Marketing',
    sucursal: 7,
    jefe: 'mgonzalez',
    telefonoVisible: true,
    nombre: 'Francisca Castro Vega',
    rut: rut(14890123),
    role: 'worker',
    puesto: 'Encargada de Marketing',
    correo: 'francisca.castro@empresa.cl',
    fecha: '1987-09-12',
    telefono: '+56 9 5555 0108',
    dispositivo: 'MacBook Air',
  },
  {
    username: 'dreyes',
    area: 'Operaciones',
    sucursal: 6,
    jefe: 'rtorres',
    telefonoVisible: false,
    nombre: 'Diego Reyes Castillo',
    rut: rut(12901234),
    role: 'worker',
    puesto: 'Operador de Planta',
    correo: 'diego.reyes@empresa.cl',
    fecha: '1991-02-04',
    telefono: '+56 9 5555 0109',
    dispositivo: '',
  },
  {
    username: 'jespinoza',
    area: 'Recursos Humanos',
    sucursal: 2,
    jefe: 'mgonzalez',
    telefonoVisible: true,
    nombre: 'Javiera Espinoza Núñez',
    rut: rut(20123456),
    role: 'worker',
    puesto: 'Asistente de Recursos Humanos',
    correo: 'javiera.espinoza@empresa.cl',
    fecha: '1997-11-08',
    telefono: '+56 9 5555 0110',
    dispositivo: 'Notebook Lenovo IdeaPad',
  },
  {
    username: 'slopez',
    area: 'Geología',
    sucursal: 3,
    jefe: 'jmunoz',
    telefonoVisible: true,
    nombre: 'Sebastián López Herrera',
    rut: rut(16234987),
    role: 'worker',
    puesto: 'Geólogo de Exploración',
    correo: 'sebastian.lopez@empresa.cl',
    fecha: '1984-06-19',
    telefono: '+56 9 5555 0111',
    dispositivo: 'Notebook Dell Precision',
  },
  {
    username: 'ccarrasco',
    area: 'Finanzas',
    sucursal: 2,
    jefe: 'mgonzalez',
    telefonoVisible: false,
    nombre: 'Constanza Carrasco Tapia',
    rut: rut(17345098),
    role: 'worker',
    puesto: 'Contadora',
    correo: 'constanza.carrasco@empresa.cl',
    fecha: '1989-12-01',
    telefono: '+56 9 5555 0112',
    dispositivo: 'Notebook HP EliteBook',
  },
  {
    username: 'aramirez',
    area: 'Operaciones',
    sucursal: 3,
    jefe: 'jmunoz',
    telefonoVisible: true,
    nombre: 'Andrés Ramírez Flores',
    rut: rut(15456109),
    role: 'worker',
    puesto: 'Supervisor de Turno Calama',
    correo: 'andres.ramirez@empresa.cl',
    fecha: '1980-04-27',
    telefono: '+56 9 5555 0113',
    dispositivo: 'Radio y tablet de faena',
  },
] as const;

/**
 * Creates the demo admin (a service account: not in the directory) and workers with their areas,
 * branches and manager tree (María González at the top). Photos and org chart come from the people
 * feature's seeders.
 */
export async function seedUsers(ctx: SeedContext): Promise<void> {
  const [adminHash, workerHash] = await Promise.all([
    hashPassword(DEMO_ADMIN_PASSWORD),
    hashPassword(DEMO_WORKER_PASSWORD),
  ]);
  const now = nowIso();
  for (const p of DEMO_PEOPLE) {
    const id = await usersRepository.insert(ctx.db, {
      username: p.username,
      nombre: p.nombre,
      area: p.area,
      sucursal: p.sucursal,
      telefono_visible: p.telefonoVisible ? 1 : 0,
      cuenta_servicio: p.username === 'admin' ? 1 : 0,
      password_hash: p.role === 'admin' ? adminHash : workerHash,
      role: p.role,
      activo: 1,
      rut: p.rut,
      correo: p.correo,
      puesto: p.puesto,
      telefono: p.telefono,
      razon_social: 'Minera y Energía Andina S.A.',
      fecha_nacimiento: p.fecha,
      dispositivo: p.dispositivo || null,
      must_change_password: 0,
      // The README prints these passwords: usable only from the server's own machine until changed (decision 017c).
      demo_password: 1,
      created_at: now,
      updated_at: now,
    });
    ctx.users.push({
      id,
      username: p.username,
      nombre: p.nombre,
      rut: p.rut,
      role: p.role,
      password: p.role === 'admin' ? DEMO_ADMIN_PASSWORD : DEMO_WORKER_PASSWORD,
      puesto: p.puesto,
    });
  }
  const idOf = new Map(ctx.users.map((u) => [u.username, u.id]));
  for (const p of DEMO_PEOPLE) {
    if (p.jefe) await usersRepository.update(ctx.db, idOf.get(p.username)!, { jefatura_id: idOf.get(p.jefe)! });
  }
}

/** One line per demo account, printed at start and listed in the README. */
export function describeDemoAccounts(users: DemoUser[]): string {
  return users
    .map(
      (u) =>
        `  ${u.role === 'admin' ? 'admin ' : 'worker'}  RUT ${formatRut(u.rut).padEnd(13)} usuario ${u.username.padEnd(11)} contraseña ${u.password}`,
    )
    .join('\n');
}

/** Gives every demo person a generated portrait (initials over a gradient), stored like an upload. */
export async function seedUserPhotos(ctx: SeedContext): Promise<void> {
  for (const u of ctx.users) {
    const path = await storeSvgImage(ctx.storage, avatarSvg(u.nombre), 'users');
    await usersRepository.update(ctx.db, u.id, { imagen_perfil: path });
  }
}
