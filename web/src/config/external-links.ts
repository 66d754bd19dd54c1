/**
 * Every external address of the Links page and the home shortcut grid, in one place
 * (they open in a new tab with rel="noopener noreferrer"). A company changes them here.
 */
export interface ExternalLink {
  name: string;
  description: string;
  url: string;
  /** Bootstrap Icons class. */
  icon: string;
}

/** Home shortcut grid: payroll/HR, expenses, the mutual insurer's courses, support chat. */
export const SHORTCUTS: readonly ExternalLink[] = [
  {
    name: 'Talana',
    description: 'Liquidaciones, vacaciones y permisos',
    url: 'https://web.talana.com/',
    icon: 'bi-person-badge',
  },
  {
    name: 'Rinde Gastos',
    description: 'Rendición de gastos y viáticos',
    url: 'https://www.rindegastos.com/',
    icon: 'bi-receipt',
  },
  {
    name: 'Cursos Mutual',
    description: 'Capacitación de la mutualidad',
    url: 'https://www.mutual.cl/portal/publico/mutual/inicio/capacitacion/',
    icon: 'bi-mortarboard',
  },
  {
    name: 'Soporte',
    description: 'Chat de soporte informático',
    url: 'https://soporte.empresa.cl/',
    icon: 'bi-headset',
  },
];

/** The seven cards of /Links. */
export const INTEREST_LINKS: readonly ExternalLink[] = [
  {
    name: 'Correo Corporativo',
    description: 'Acceda a su correo institucional',
    url: 'https://outlook.office.com/mail/',
    icon: 'bi-envelope-paper',
  },
  {
    name: 'Denuncia Ley Karin',
    description: 'Formulario de denuncia de acoso laboral, sexual o violencia en el trabajo',
    url: 'https://www.empresa.cl/ley-karin/denuncia',
    icon: 'bi-shield-exclamation',
  },
  {
    name: 'Caja de Compensación',
    description: 'Beneficios, créditos y asignación familiar',
    url: 'https://www.cajalosandes.cl/',
    icon: 'bi-piggy-bank',
  },
  {
    name: 'Registro Civil',
    description: 'Certificados y documentos en línea',
    url: 'https://www.registrocivil.cl/',
    icon: 'bi-file-earmark-text',
  },
  {
    name: 'Asistente IA',
    description: 'Asistente de inteligencia artificial para su trabajo diario',
    url: 'https://copilot.microsoft.com/',
    icon: 'bi-robot',
  },
  {
    name: 'Bolsa de Santiago',
    description: 'Información bursátil de la empresa',
    url: 'https://www.bolsadesantiago.com/',
    icon: 'bi-graph-up-arrow',
  },
  {
    name: 'Compliance',
    description: 'Modelo de prevención de delitos y canal de integridad',
    url: 'https://www.empresa.cl/compliance',
    icon: 'bi-patch-check',
  },
];
