/** Company facts and every external address the shell links to, kept in one place. */
export const site = {
  companyName: 'Minera y Energía Andina S.A.',
  shortName: 'Minera Andina',
  appName: 'Intranet',
  websiteUrl: 'https://www.empresa.cl',
  copyrightYear: 2025,
  contact: {
    address: 'Av. Apoquindo 4501, piso 12, Las Condes, Santiago',
    phone: '+56 2 2345 6789',
    phoneHref: 'tel:+56223456789',
    email: 'contacto@empresa.cl',
  },
  social: [
    { name: 'Facebook', url: 'https://www.facebook.com/', icon: 'bi-facebook' },
    { name: 'Twitter', url: 'https://twitter.com/', icon: 'bi-twitter-x' },
    { name: 'Linkedin', url: 'https://www.linkedin.com/', icon: 'bi-linkedin' },
    { name: 'Youtube', url: 'https://www.youtube.com/', icon: 'bi-youtube' },
  ],
} as const;

/** Image shown when a picture is missing or fails to load. */
export const PLACEHOLDER_IMAGE = '/placeholder.svg';
export const PLACEHOLDER_AVATAR = '/avatar-placeholder.svg';
