/**
 * External download cards of the Documents page: the company's corporate templates and their
 * how-to videos. Every address lives here; change them in this one file.
 */
export interface DocumentDownloadLink {
  /** Card title. */
  title: string;
  description: string;
  /** Bootstrap icon class. */
  icon: string;
  downloadUrl: string;
  /** Optional how-to video. */
  videoUrl?: string;
}

export const DOCUMENT_DOWNLOAD_LINKS: readonly DocumentDownloadLink[] = [
  {
    title: 'Firma de correo',
    description: 'Pie de firma corporativo para Outlook y Gmail.',
    icon: 'bi-envelope-paper',
    downloadUrl: 'https://www.empresa.cl/descargas/firma-correo.zip',
    videoUrl: 'https://www.youtube.com/watch?v=firma-correo',
  },
  {
    title: 'Normas gráficas',
    description: 'Manual de marca: logotipo, colores y tipografías.',
    icon: 'bi-palette',
    downloadUrl: 'https://www.empresa.cl/descargas/normas-graficas.pdf',
  },
  {
    title: 'Plantilla PPT',
    description: 'Presentación corporativa para PowerPoint.',
    icon: 'bi-file-earmark-slides',
    downloadUrl: 'https://www.empresa.cl/descargas/plantilla-corporativa.pptx',
  },
  {
    title: 'Plantilla Word',
    description: 'Documento corporativo para Word.',
    icon: 'bi-file-earmark-word',
    downloadUrl: 'https://www.empresa.cl/descargas/plantilla-corporativa.docx',
  },
  {
    title: 'Fondos de Teams',
    description: 'Fondos corporativos para videollamadas.',
    icon: 'bi-camera-video',
    downloadUrl: 'https://www.empresa.cl/descargas/fondos-teams.zip',
    videoUrl: 'https://www.youtube.com/watch?v=fondos-teams',
  },
];
