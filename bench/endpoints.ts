/**
 * What `npm run bench` measures. Add a line to measure another call: `path` may use `{newsId}`
 * (a news item that exists), `{docArea}` and `{docSubarea}` (a documents sub-area, URL-encoded). The first entry is the baseline the others are compared with.
 */
export interface Endpoint {
  /** Name in the results table. */
  name: string;
  /** Path under the server, with placeholders filled from the run's context. */
  path: string;
  /** GET unless said otherwise; a body is sent as JSON. */
  method?: 'GET' | 'POST';
  body?: unknown;
  /** false: measured and shown, but no screen makes this call, so the p99 target does not apply. */
  target?: false;
  /** Extra request headers (e.g. a browser's Accept-Encoding). */
  headers?: Record<string, string>;
  /** Who asks: a worker (default, the frontline's path) or an admin (admin-only calls). */
  reader?: 'admin';
  /** Measured on SQLite only: a variant of a call already measured on both engines (keeps the run under 10 min). */
  sqliteOnly?: true;
}

export const ENDPOINTS: Endpoint[] = [
  { name: 'baseline (1 KB JSON con sesión)', path: '/api/bench/baseline' },
  // Home page (issue 3)
  { name: 'home: noticias ?ultimas=5', path: '/api/noticias?ultimas=5' },
  { name: 'home: intro-slides', path: '/api/intro-slides' },
  { name: 'home: cumpleanos/mes', path: '/api/cumpleanos/mes' },
  { name: 'anuncios (público)', path: '/api/announcements', sqliteOnly: true },
  // News list and detail (issue 3)
  { name: '/all-news: noticias página 1 + total', path: '/api/noticias?page=1&limit=12' },
  { name: '/all-news: búsqueda frecuente', path: '/api/noticias?q=cobre' },
  { name: '/all-news: búsqueda sin resultados', path: '/api/noticias?q=sin%20resultados', sqliteOnly: true },
  { name: 'noticia: detalle', path: '/api/noticias/{newsId}' },
  { name: 'noticia: relacionadas', path: '/api/noticias/{newsId}/relacionadas' },
  // Procedures (issue 4)
  { name: '/procedures: sub-área', path: '/api/procedimientos?area={docArea}&subarea={docSubarea}' },
  // People (issue 5)
  { name: '/trabajadores: página 1 de 5.000', path: '/api/trabajadores?pagina=1' },
  { name: '/trabajadores: búsqueda', path: '/api/trabajadores?q=gonzalez' },
  { name: '/organization: organigrama completo', path: '/api/organization/nodes' },
  // What a browser asks: the same answer, brotli-compressed once and kept with the cache entry.
  {
    name: '/organization: organigrama completo (navegador, br)',
    path: '/api/organization/nodes',
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    sqliteOnly: true,
  },
  {
    name: '/admin-organization: all_people',
    path: '/api/organization/all_people',
    reader: 'admin',
    sqliteOnly: true,
  },
  {
    name: 'trabajadores/all (lista completa)',
    path: '/api/trabajadores/all',
    reader: 'admin',
    target: false,
    sqliteOnly: true,
  },
  // Search (issue 14): news, documents with their PDF text (≈ 4.5 KB each), people, courses, links.
  { name: 'buscar: palabra frecuente', path: '/api/buscar?q=seguridad' },
  { name: 'buscar: palabra rara, dentro del PDF', path: '/api/buscar?q=audiometrias' },
  { name: 'buscar: dentro de una palabra', path: '/api/buscar?q=metrias' },
  { name: 'buscar: sin resultados', path: '/api/buscar?q=xilofonista' },
  { name: 'buscar: documentos, página 2', path: '/api/buscar?q=seguridad&tipo=documentos&pagina=2' },
  // Courses (issue 7)
  { name: '/cursos: videos', path: '/api/videos' },
  { name: '/cursos: imágenes', path: '/api/images' },
  // Forum (issue 6): 100,000 comments over 200 topics; {temaId} is the busiest (50,000)
  { name: 'foro: comentarios del tema más activo (50 más nuevos)', path: '/api/comentarios/{temaId}' },
  { name: 'foro: temas con total de comentarios', path: '/api/temas' },
  {
    name: 'foro: publicar comentario',
    path: '/api/comentarios',
    method: 'POST',
    body: { tema_id: '{temaId}', comentario: 'Comentario del banco de pruebas' },
  },
];
