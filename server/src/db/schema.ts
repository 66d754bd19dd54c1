import type { Generated } from 'kysely';
// integrations
import type { PowerBiPagesTable, ReportPermissionsTable, ReportsTable } from '../features/reports/reports.table.js';
import type { CourseImagesTable, CourseVideosTable } from '../features/courses/courses.table.js';
import type { AuditLogTable } from '../plugins/audit/audit.table.js';
// content
import type { NewsSearchTable, NewsTable } from '../features/news/news.table.js';
import type { IntroSlidesTable } from '../features/slides/slides.table.js';
import type { AnnouncementsTable } from '../features/announcements/announcements.table.js';
import type { BirthdaysTable, SaludosTable } from '../features/birthdays/birthdays.table.js';
import type { DocumentsTable, DocumentVersionsTable } from '../features/documents/documents.table.js';
import type {
  EvidenciaCadenaTable,
  LecturaAperturasTable,
  LecturaEvidenciasTable,
  LecturasTable,
} from '../features/lecturas/lecturas.table.js';
// forgotten-password requests
import type { ResetRequestsTable } from '../features/users/reset-requests.table.js';
// forum
import type { ComentariosTable, ReaccionesTable, TemasTable } from '../features/forum/forum.table.js';

/**
 * Row types of every table. Conventions (same on SQLite and PostgreSQL):
 * ids are integers, booleans are integers 0/1 (see `toBool`), timestamps are ISO-8601 UTC text,
 * calendar dates are `YYYY-MM-DD` text.
 */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  role: 'admin' | 'worker';
  activo: number;
  rut: string | null;
  correo: string | null;
  puesto: string | null;
  telefono: string | null;
  razon_social: string | null;
  fecha_nacimiento: string | null;
  imagen_perfil: string | null;
  dispositivo: string | null;
  must_change_password: number;
  /** When the temporary password stops working; null = none or no expiry. */
  temporary_password_expires_at: string | null;
  /** 1 while a demo account keeps the README's published password: loopback logins only. */
  demo_password: Generated<number>;
  created_at: string;
  updated_at: string;
  /** Two-factor (TOTP): active secret, secret being set up, flag, JSON array of recovery-code hashes. */
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_enabled: Generated<number>;
  recovery_codes: string | null;
  /** The last TOTP step accepted (login, enable, disable); that step and earlier ones are refused. */
  totp_last_step: number | null;
  /** `userSearchText(...)`: folded name, position and e-mail for the directory search; kept by the repository. */
  search_text: Generated<string>;
  /** People as one record: full name, area (AREAS), branch id (BRANCHES), manager (a user id). */
  nombre: string;
  area: string | null;
  sucursal: number | null;
  jefatura_id: number | null;
  anexo: string | null;
  telefono_visible: Generated<number>;
  /** A technical account (the bootstrap admin): not listed in the directory. */
  cuenta_servicio: Generated<number>;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  ip: string | null;
  user_agent: string | null;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  key: string;
  ip: string;
  created_at: string;
}

/** Addresses with a successful login per account: exempt from the per-account limit across addresses. */
export interface LoginKnownAddressesTable {
  user_id: number;
  ip: string;
  last_success_at: string;
}

/**
 * Every table. A feature declares its row types in its own `<feature>.table.ts` and adds them here
 * under its comment.
 */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  login_known_addresses: LoginKnownAddressesTable;
  audit_log: AuditLogTable;
  /** Forgotten-password requests. */
  reset_requests: ResetRequestsTable;

  // content
  news: NewsTable;
  news_search: NewsSearchTable;
  intro_slides: IntroSlidesTable;
  announcements: AnnouncementsTable;
  birthdays: BirthdaysTable;
  /** Greetings of the birthdays carousel. */
  saludos: SaludosTable;

  // documents
  documents: DocumentsTable;

  // versioned procedures and mandatory reading
  document_versions: DocumentVersionsTable;
  lecturas: LecturasTable;
  lectura_aperturas: LecturaAperturasTable;
  lectura_evidencias: LecturaEvidenciasTable;
  evidencia_cadena: EvidenciaCadenaTable;
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  notificaciones_leidas: import('../features/notifications/notifications.table.js').NotificacionesLeidasTable;
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  push_suscripciones: import('../features/notifications/notifications.table.js').PushSuscripcionesTable;
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  push_enviados: import('../features/notifications/notifications.table.js').PushEnviadosTable;

  // people
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  organization_nodes: import('../features/organization/organization.table.js').OrganizationNodesTable;

  // forum
  temas: TemasTable;
  comentarios: ComentariosTable;
  reacciones: ReaccionesTable;

  // integrations
  reports: ReportsTable;
  report_permissions: ReportPermissionsTable;
  powerbi_pages: PowerBiPagesTable;
  course_videos: CourseVideosTable;
  course_images: CourseImagesTable;

  // performance
  data_versions: DataVersionsTable;
}

/** A random token per cached data set, replaced by every write to it (`lib/data-version.ts`). */
export interface DataVersionsTable {
  name: string;
  version: string;
}
