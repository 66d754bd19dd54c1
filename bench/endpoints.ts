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
}

export const ENDPOINTS: Endpoint[] = [
  { name: 'baseline (1 KB JSON con sesión)', path: '/api/bench/baseline' },
  // Home page (issue 3)
  { name: 'home: noticias ?ultimas=5', path: '/api/noticias?ultimas=5' },
  { name: 'home: intro-slides', path: '/api/intro-slides' },
  { name: 'home: cumpleanos/mes', path: '/api/cumpleanos/mes' },
  { name: 'anuncios (público)', path: '/api/announcements' },
  // News list and detail (issue 3)
  { name: '/all-news: noticias página 1 + total', path: '/api/noticias?page=1&limit=12' },
  { name: '/all-news: búsqueda frecuente', path: '/api/noticias?q=cobre' },
  { name: '/all-news: búsqueda sin resultados', path: '/api/noticias?q=sin%20resultados' },
  { name: '/all-news: búsqueda rara (1 resultado)', path: '/api/noticias?q=19999' },
  { name: 'noticia: detalle', path: '/api/noticias/{newsId}' },
  { name: 'noticia: relacionadas', path: '/api/noticias/{newsId}/relacionadas' },
  { name: '/noticias: página 1', path: '/api/noticias?page=1' },
  // Procedures (issue 4)
  { name: '/procedures: sub-área', path: '/api/procedimientos?area={docArea}&subarea={docSubarea}' },
  // People (issue 5)
  { name: '/trabajadores: todos', path: '/api/trabajadores/all' },
  { name: '/organization: nodos', path: '/api/organization/nodes' },
  { name: '/organization: all_people', path: '/api/organization/all_people' },
  // Courses (issue 7)
  { name: '/cursos: videos', path: '/api/videos' },
  { name: '/cursos: imágenes', path: '/api/images' },
  // Forum (issue 6): 100,000 comments, most of them in one topic ({temaId})
  { name: 'foro: comentarios del tema (50 más nuevos)', path: '/api/comentarios/{temaId}' },
  { name: 'foro: temas con total de comentarios', path: '/api/temas' },
  {
    name: 'foro: publicar comentario',
    path: '/api/comentarios',
    method: 'POST',
    body: { tema_id: '{temaId}', comentario: 'Comentario del banco de pruebas' },
  },
];
