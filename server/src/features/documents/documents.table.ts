import type { Generated } from 'kysely';

/** A document (procedimiento): a PDF filed under an area and sub-area. */
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
  /** The current version's number; `archivo`, `ruta` and `tamano` are that version's. */
  version: Generated<number>;
  /** Soft delete (documents with reading evidence): hidden from everyone, files kept. */
  eliminado_at: string | null;
}

/** Every PDF a document ever had. */
export interface DocumentVersionsTable {
  id: Generated<number>;
  documento_id: number;
  numero: number;
  archivo: string;
  ruta: string;
  tamano: number;
  /** Hex SHA-256 of the PDF; null only for version 1 of documents migrated before versions had a hash (filled on first use). */
  sha256: string | null;
  subido_por: number | null;
  subido_por_nombre: string;
  nota: string;
  created_at: string;
}
