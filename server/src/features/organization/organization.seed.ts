import type { Department } from '@intranet/contract';
import type { SeedContext } from '../../seed/context.js';
import { nowIso } from '../../db/sql.js';
import { avatarSvg } from '../../lib/avatar-svg.js';
import { storeSvgImage } from '../../plugins/uploads/images.js';
import { organizationRepository } from './organization.repository.js';

interface SeedNode {
  key: string;
  parent?: string;
  name: string;
  role: string;
  department: Department;
  email: string;
  phone?: string;
  description?: string;
}

/** The demo company's chart: 25 people, the demo accounts among them, across the four departments. */
const NODES: SeedNode[] = [
  {
    key: 'gg',
    name: 'María González Rojas',
    role: 'Gerenta General',
    department: 'Gerencia',
    email: 'maria.gonzalez@empresa.cl',
    phone: '+56 9 5555 0102',
    description: 'Dirige la compañía y preside el comité ejecutivo.',
  },
  {
    key: 'asist',
    parent: 'gg',
    name: 'Javiera Espinoza Núñez',
    role: 'Asistente de Gerencia y Recursos Humanos',
    department: 'Gerencia',
    email: 'javiera.espinoza@empresa.cl',
    phone: '+56 9 5555 0110',
  },
  {
    key: 'legal',
    parent: 'gg',
    name: 'Ignacio Bravo Olivares',
    role: 'Fiscal y Asesor Legal',
    department: 'Gerencia',
    email: 'ignacio.bravo@empresa.cl',
  },
  {
    key: 'ops',
    parent: 'gg',
    name: 'Juan Muñoz Soto',
    role: 'Gerente de Operaciones',
    department: 'Gerencia',
    email: 'juan.munoz@empresa.cl',
    phone: '+56 9 5555 0103',
    description: 'Responsable de las faenas de Calama, Los Andes y Rancagua.',
  },
  {
    key: 'turno',
    parent: 'ops',
    name: 'Andrés Ramírez Flores',
    role: 'Supervisor de Turno Calama',
    department: 'Gerencia',
    email: 'andres.ramirez@empresa.cl',
    phone: '+56 9 5555 0113',
  },
  {
    key: 'planta',
    parent: 'turno',
    name: 'Diego Reyes Castillo',
    role: 'Operador de Planta',
    department: 'Gerencia',
    email: 'diego.reyes@empresa.cl',
  },
  {
    key: 'mant',
    parent: 'ops',
    name: 'Rodrigo Torres Araya',
    role: 'Jefe de Mantención Eléctrica',
    department: 'Gerencia',
    email: 'rodrigo.torres@empresa.cl',
    phone: '+56 9 5555 0107',
  },
  {
    key: 'prev',
    parent: 'ops',
    name: 'Pedro Silva Contreras',
    role: 'Prevencionista de Riesgos',
    department: 'Gerencia',
    email: 'pedro.silva@empresa.cl',
    phone: '+56 9 5555 0105',
    description: 'Coordina el sistema de gestión ISO 45001.',
  },
  {
    key: 'geo',
    parent: 'ops',
    name: 'Sebastián López Herrera',
    role: 'Geólogo de Exploración',
    department: 'Gerencia',
    email: 'sebastian.lopez@empresa.cl',
    phone: '+56 9 5555 0111',
  },
  {
    key: 'fin',
    parent: 'gg',
    name: 'Carolina Vergara Pizarro',
    role: 'Gerenta de Administración y Finanzas',
    department: 'Finanzas',
    email: 'carolina.vergara@empresa.cl',
    phone: '+56 9 5555 0201',
  },
  {
    key: 'conta',
    parent: 'fin',
    name: 'Constanza Carrasco Tapia',
    role: 'Contadora',
    department: 'Finanzas',
    email: 'constanza.carrasco@empresa.cl',
    phone: '+56 9 5555 0112',
  },
  {
    key: 'analista',
    parent: 'fin',
    name: 'Camila Fuentes Pérez',
    role: 'Analista de Finanzas',
    department: 'Finanzas',
    email: 'camila.fuentes@empresa.cl',
    phone: '+56 9 5555 0104',
  },
  {
    key: 'tesor',
    parent: 'fin',
    name: 'Matías Sepúlveda Lagos',
    role: 'Tesorero',
    department: 'Finanzas',
    email: 'matias.sepulveda@empresa.cl',
  },
  {
    key: 'abast',
    parent: 'fin',
    name: 'Daniela Cortés Muñoz',
    role: 'Jefa de Abastecimiento',
    department: 'Finanzas',
    email: 'daniela.cortes@empresa.cl',
  },
  {
    key: 'compras',
    parent: 'abast',
    name: 'Tomás Navarro Bustos',
    role: 'Comprador Técnico',
    department: 'Finanzas',
    email: 'tomas.navarro@empresa.cl',
  },
  {
    key: 'dev',
    parent: 'gg',
    name: 'Felipe Alarcón Medina',
    role: 'Gerente de Desarrollo y Tecnología',
    department: 'Desarrollo',
    email: 'felipe.alarcon@empresa.cl',
    phone: '+56 9 5555 0301',
  },
  {
    key: 'ing',
    parent: 'dev',
    name: 'Valentina Morales Díaz',
    role: 'Ingeniera de Desarrollo',
    department: 'Desarrollo',
    email: 'valentina.morales@empresa.cl',
    phone: '+56 9 5555 0106',
  },
  {
    key: 'datos',
    parent: 'dev',
    name: 'Nicolás Figueroa Ríos',
    role: 'Analista de Datos',
    department: 'Desarrollo',
    email: 'nicolas.figueroa@empresa.cl',
  },
  {
    key: 'soporte',
    parent: 'dev',
    name: 'Catalina Henríquez Soto',
    role: 'Jefa de Soporte TI',
    department: 'Desarrollo',
    email: 'catalina.henriquez@empresa.cl',
  },
  {
    key: 'tec',
    parent: 'soporte',
    name: 'Benjamín Saavedra Paredes',
    role: 'Técnico de Soporte',
    department: 'Desarrollo',
    email: 'benjamin.saavedra@empresa.cl',
  },
  {
    key: 'proy',
    parent: 'dev',
    name: 'Martina Cáceres Guzmán',
    role: 'Jefa de Proyectos de Energía',
    department: 'Desarrollo',
    email: 'martina.caceres@empresa.cl',
  },
  {
    key: 'mkt',
    parent: 'gg',
    name: 'Francisca Castro Vega',
    role: 'Encargada de Marketing',
    department: 'Marketing',
    email: 'francisca.castro@empresa.cl',
    phone: '+56 9 5555 0108',
  },
  {
    key: 'com',
    parent: 'mkt',
    name: 'Joaquín Valenzuela Ortiz',
    role: 'Periodista de Comunicaciones Internas',
    department: 'Marketing',
    email: 'joaquin.valenzuela@empresa.cl',
  },
  {
    key: 'diseno',
    parent: 'mkt',
    name: 'Antonia Riquelme Salazar',
    role: 'Diseñadora Gráfica',
    department: 'Marketing',
    email: 'antonia.riquelme@empresa.cl',
  },
  {
    key: 'comercial',
    parent: 'mkt',
    name: 'Vicente Gallardo Moya',
    role: 'Ejecutivo Comercial',
    department: 'Marketing',
    email: 'vicente.gallardo@empresa.cl',
  },
];

/**
 * Creates the demo organization chart with a generated portrait per person. A node whose name is a demo
 * user's full name is linked to that user: the chart shows the person's current record.
 */
export async function seedOrganization(ctx: SeedContext): Promise<void> {
  const ids = new Map<string, number>();
  const userOf = new Map(ctx.users.map((u) => [u.nombre, u.id]));
  const now = nowIso();
  for (const n of NODES) {
    const image = await storeSvgImage(ctx.storage, avatarSvg(n.name), 'organization');
    const id = await organizationRepository.insert(ctx.db, {
      name: n.name,
      role: n.role,
      department: n.department,
      parent_id: n.parent ? ids.get(n.parent)! : null,
      email: n.email,
      phone: n.phone ?? null,
      description: n.description ?? null,
      image,
      user_id: userOf.get(n.name) ?? null,
      created_at: now,
      updated_at: now,
    });
    ids.set(n.key, id);
  }
}
