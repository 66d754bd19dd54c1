import type { SearchGroup } from '@intranet/contract';

/** Bootstrap Icons name of each group. */
export const GROUP_ICONS: Record<SearchGroup, string> = {
  noticias: 'bi-newspaper',
  documentos: 'bi-file-earmark-pdf',
  personas: 'bi-person',
  cursos: 'bi-play-btn',
  foro: 'bi-chat-dots',
};
