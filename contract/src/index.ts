// First: zod's settings must be in place before any schema module below is evaluated.
import './zod-config.js';

export * from './rut.js';
export * from './constants.js';
export * from './errors.js';
export * from './auth.js';
export * from './auth-schema.js';
export * from './login-help.js';
export * from './validation.js';
export * from './health.js';
export * from './text-fold.js';

// content
export * from './uploads.js';
export * from './paging.js';
export * from './news.js';
export * from './slides.js';
export * from './slides-schema.js';
export * from './announcements.js';
export * from './birthdays.js';

// documents
export * from './documents.js';
export * from './document-rules.js';

// people
export * from './users.js';
export * from './users-schema.js';
export * from './profile.js';
export * from './organization.js';
export * from './people.js';
export * from './people-schema.js';
// forgotten password requests
export * from './reset-requests.js';

// forum
export * from './forum.js';
export * from './forum-rules.js';
export * from './forum-schema.js';

// integrations
export * from './indicators.js';
export * from './indicators-schema.js';
export * from './reports.js';
export * from './courses.js';
export * from './panel.js';

// security
export * from './audit.js';

// search
export * from './search-rules.js';
export * from './search.js';

// versioned procedures and mandatory reading
export * from './lecturas.js';
export * from './content-audience.js';
export * from './notifications.js';
export * from './push.js';
