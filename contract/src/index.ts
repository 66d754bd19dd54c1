import { z } from 'zod';

// Spanish default messages for every schema that does not name its own.
z.config(z.locales.es());

export * from './rut.js';
export * from './constants.js';
export * from './errors.js';
export * from './auth.js';
export * from './validation.js';

// content (issue 3)

// documents (issue 4)

// people (issue 5)

// forum (issue 6)
export * from './forum.js';

// integrations (issue 7)

// security (issue 9)
export * from './audit.js';
