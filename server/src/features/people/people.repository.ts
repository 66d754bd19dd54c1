import type { Db } from '../../db/database.js';

const LINK_COLUMNS = ['id', 'nombre', 'puesto', 'imagen_perfil'] as const;

/** All SQL of the person page: one user, their manager and reports, and their place in the org chart. */
export const peopleRepository = {
  findPerson(db: Db, id: number) {
    return db
      .selectFrom('users')
      .select([
        'id',
        'nombre',
        'puesto',
        'area',
        'sucursal',
        'correo',
        'telefono',
        'telefono_visible',
        'anexo',
        'imagen_perfil',
        'fecha_nacimiento',
        'activo',
        'jefatura_id',
      ])
      .where('id', '=', id)
      .executeTakeFirst();
  },

  findLink(db: Db, id: number) {
    return db
      .selectFrom('users')
      .select([...LINK_COLUMNS, 'activo'])
      .where('id', '=', id)
      .executeTakeFirst();
  },

  /** Active people (not service accounts) whose manager is `id`, in name order. */
  directReports(db: Db, id: number) {
    return db
      .selectFrom('users')
      .select(LINK_COLUMNS)
      .where('jefatura_id', '=', id)
      .where('activo', '=', 1)
      .where('cuenta_servicio', '=', 0)
      .orderBy((eb) => eb.fn('lower', ['nombre']))
      .orderBy('id')
      .limit(200)
      .execute();
  },

  /** The first org chart node linked to the user, if any. */
  nodeOf(db: Db, userId: number) {
    return db
      .selectFrom('organization_nodes')
      .select(['id'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .executeTakeFirst();
  },

  /** Every node's id, parent, name and role (the chart is a few thousand nodes at most), to walk up a path. */
  chartSkeleton(db: Db) {
    return db
      .selectFrom('organization_nodes')
      .leftJoin('users', 'users.id', 'organization_nodes.user_id')
      .select([
        'organization_nodes.id as id',
        'organization_nodes.parent_id as parent_id',
        'organization_nodes.name as name',
        'organization_nodes.role as role',
        'users.nombre as user_nombre',
        'users.puesto as user_puesto',
        'users.activo as user_activo',
      ])
      .execute();
  },
};
