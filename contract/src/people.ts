/** Spanish texts of the person page `/personas/{id}`. */
export const PEOPLE_MESSAGES = {
  notFound: 'No se encontró a la persona.',
  loadError: 'No se pudo cargar la ficha de la persona.',
  noManager: 'Sin jefatura registrada',
  noReports: 'No tiene personas a cargo.',
  notInChart: 'No aparece en el organigrama.',
  hiddenPhone: 'No visible',
} as const;
