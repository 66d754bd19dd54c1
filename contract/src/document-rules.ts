/**
 * The documents' areas, limits and fixed Spanish texts, without schemas: /procedures and the other screens import
 * these, and a module of plain constants keeps zod (and the input schemas of documents.ts) out of their files.
 */

/**
 * Document areas and their sub-areas. The one place a company changes them: the server
 * validates against it and the web builds its accordion and selects from it.
 * The ISO 45001 sub-areas follow the standard's clauses, written without accents like the spec's two.
 */
export const DOCUMENT_AREAS = {
  Manuales: ['Procedimientos de informatica'],
  Procedimientos: ['Salud Ocupacional y Medio Ambiente'],
  'Normas ISO 45001': [
    '01 Participacion y Consulta',
    '02 Politica',
    '03 Roles y Responsabilidades',
    '04 Identificacion de Peligros',
    '05 Evaluacion de Riesgos',
    '06 Requisitos Legales',
    '07 Objetivos y Planificacion',
    '08 Recursos',
    '09 Competencia',
    '10 Toma de Conciencia',
    '11 Comunicacion',
    '12 Informacion Documentada',
    '13 Planificacion y Control Operacional',
    '14 Gestion del Cambio',
    '15 Compras y Contratistas',
    '16 Preparacion y Respuesta ante Emergencias',
    '17 Seguimiento y Medicion',
    '18 Auditoria Interna',
    '19 Revision por la Direccion',
    '20 Incidentes y No Conformidades',
    '21 Accion Correctiva',
    '22 Mejora Continua',
    '23 Formatos',
  ],
} as const satisfies Record<string, readonly string[]>;

export type DocumentArea = keyof typeof DOCUMENT_AREAS;

/** Area names in display order. */
export const DOCUMENT_AREA_NAMES = Object.keys(DOCUMENT_AREAS) as DocumentArea[];

export const isDocumentArea = (value: unknown): value is DocumentArea =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(DOCUMENT_AREAS, value);

/** True when `subarea` is one of `area`'s sub-areas. */
export const isSubareaOf = (area: unknown, subarea: unknown): boolean =>
  isDocumentArea(area) && (DOCUMENT_AREAS[area] as readonly string[]).includes(subarea as string);

/** Documents per page in the admin list, and the default page size of the list call. */
export const DOCUMENTS_PAGE_SIZE = 10;
/** Largest page the list call returns. */
export const DOCUMENTS_MAX_PAGE_SIZE = 100;

export const DOCUMENT_MESSAGES = {
  nombre: 'Ingrese el nombre del documento.',
  area: 'Seleccione un área válida.',
  subarea: 'Seleccione una subárea que pertenezca al área elegida.',
  archivoRequerido: 'Seleccione un archivo PDF.',
  noPdf: 'El archivo debe ser un PDF.',
  visible: 'El campo visible debe ser verdadero o falso.',
  noEncontrado: 'Documento no encontrado.',
  created: 'Documento creado exitosamente',
  updated: 'Documento actualizado exitosamente',
  deleted: 'Documento eliminado exitosamente',
  confirmDelete: '¿Está seguro de que desea eliminar este documento?',
  elegir: 'Selecciona un área y subárea',
  vacio: 'No hay procedimientos disponibles.',
  vacioAdmin: 'No hay documentos creados.',
} as const;

/** Where a document's PDF is downloaded (`inline` for the in-page preview). */
export const documentFileUrl = (archivo: string, inline = false): string =>
  `/api/procedimientos/archivos/${encodeURIComponent(archivo)}${inline ? '?inline=1' : ''}`;

/** The shape of a server-chosen `archivo`: lower-case letters, digits and dashes, ending in `.pdf`. */
export const ARCHIVO_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,150})\.pdf$/;
