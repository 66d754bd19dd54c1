import type { Generated } from 'kysely';

/** A document (procedimiento): a PDF filed under an area and sub-area (spec §3). */
export interface DocumentsTable {
  id: Generated<number>;
  nombre: string;
  area: string;
  subarea: string;
  /** Public, unique, URL-safe name used in the download URL; chosen by the server. */
  archivo: string;
  /** Where the PDF is stored (`/uploads/documents/<random>.pdf`); never sent to clients. */
  ruta: string;
  /** Size in bytes. */
  tamano: number;
  /** 0/1 (see `toBool`). */
  visible: number;
  /** When the current PDF was uploaded. */
  fecha_subida: string;
  /** Text extracted from the PDF for search: null = not extracted yet, '' = none could be extracted. */
  texto: string | null;
  created_at: string;
  updated_at: string;
}
