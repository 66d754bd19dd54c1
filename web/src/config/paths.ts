/**
 * The one route map. `path` is the router pattern; `getHref` builds a link.
 * React Router matches case-insensitively, so /Home also answers /home and /Datos answers /datos.
 */
const route = (path: string) => ({ path, getHref: () => path });

export const paths = {
  login: route('/login'),
  announcement: {
    path: '/anuncios/:type',
    getHref: (type: string) => `/anuncios/${encodeURIComponent(type)}`,
  },

  root: route('/'),
  home: route('/Home'),
  news: route('/all-news'),
  newsDetail: { path: '/noticias/:id', getHref: (id: number | string) => `/noticias/${id}` },
  slideDetail: { path: '/slides/:id', getHref: (id: number | string) => `/slides/${id}` },
  procedures: route('/procedures'),
  organization: route('/organization'),
  myProfile: route('/mi-perfil'),
  userProfile: route('/user-profile'),
  courses: route('/cursos'),
  workers: route('/trabajadores'),
  /** One person's profile. */
  person: { path: '/personas/:id', getHref: (id: number | string) => `/personas/${id}` },
  links: route('/Links'),
  charts: route('/Graficos'),
  reports: route('/Datos'),
  /** The navigation bar's Reportes link spells it in lower case. */
  reportsNav: route('/datos'),
  changePassword: route('/change-password'),
  twoFactorSetup: route('/configurar-2fa'),
  /** Search across the intranet: `?q=&tipo=&pagina=`. */
  /** The worker's pending mandatory readings. */
  readings: route('/lecturas'),
  /** The forum as a page of its own: the topics, and one topic per address. */
  forum: route('/foro'),
  forumTopic: { path: '/foro/:id', getHref: (id: number | string) => `/foro/${id}` },
  search: { path: '/buscar', getHref: (q: string) => `/buscar?q=${encodeURIComponent(q)}` },

  admin: {
    news: route('/admin'),
    documents: route('/upload-procedure'),
    organization: route('/admin-organization'),
    panel: route('/admin-panel'),
    birthdays: route('/admin-cumpleanos'),
    users: route('/manage-users'),
    userDetail: { path: '/manage-users/:id', getHref: (id: number | string) => `/manage-users/${id}` },
    slides: route('/admin-intro-slides'),
    announcements: route('/admin-announcements'),
    courses: route('/manage-courses'),
    forum: route('/admin-comentarios'),
    /** Power BI reports and per-user permissions. */
    reports: route('/admin-reportes'),
    audit: route('/admin-auditoria'),
    /** Mandatory readings: assignments, compliance, integrity. */
    readings: route('/admin-lecturas'),
  },
} as const;
