import type { Migration } from 'kysely';
import * as m0001 from './2026-11-22-0001-users-sessions.js';
// content: 0003
import * as m0003 from './2026-11-22-0003-content.js';

// documents: 0004
import * as m0004 from './2026-11-22-0004-documents.js';

// people: 0005
import * as m0005 from './2026-11-22-0005-organization.js';

// forum: 0006
import * as m0006 from './2026-11-22-0006-forum.js';

// integrations: 0007
import * as m0007 from './2026-11-22-0007-integrations.js';

// security: 0009
import * as m0009 from './2026-11-22-0009-audit-log.js';
import * as m0010 from './2026-11-22-0010-two-factor.js';

// performance: 0011
import * as m0011 from './2026-11-22-0011-news-words.js';
import * as m0012 from './2026-11-22-0012-users-directory.js';
import * as m0013 from './2026-11-22-0013-data-versions.js';

// search
import * as m1414 from './2026-11-25-14-full-text.js';

// security round two, authentication
import * as m17a1 from './2026-11-25-17a-totp-last-step.js';
import * as m17a2 from './2026-11-25-17a-known-addresses.js';

// people as one record
import * as m15people from './2026-11-25-15-people.js';
import * as m15names from './2026-11-25-15-people-names.js';
import * as m15orgUsers from './2026-11-25-15-org-users.js';
import * as m15greetings from './2026-11-25-15-greetings.js';
import * as m15search from './2026-11-25-15-people-search.js';
import * as m15orgUnique from './2026-11-25-15-people-org-unique.js';

// versioned procedures and mandatory reading
import * as m16versions from './2026-11-25-16-document-versions.js';
import * as m16lecturas from './2026-11-25-16-lecturas.js';

// offline forum comments
import * as m13sendKey from './2026-11-25-13-comment-send-key.js';

// security round two, passwords
import * as m17cExpiry from './2026-11-25-17c-temporary-password-expiry.js';
import * as m17cDemo from './2026-11-25-17c-demo-password.js';
import * as m17dRecovery from './2026-11-25-17d-recovery-codes.js';
import * as m16audiences from './2026-11-26-16-audiences-schedule.js';
import * as m19bReplies from './2026-11-26-19b-forum-replies.js';

// forgotten-password requests
import * as m14fold from './2026-11-26-14-search-folded-column.js';
import * as m16notif from './2026-11-26-16-notifications-read.js';
import * as m16push from './2026-11-26-16-push.js';
import * as m19reset from './2026-11-26-19-reset-requests.js';
import * as m19auditDetail from './2026-11-26-19-audit-detail.js';
import * as m14dirOrder from './2026-11-26-14-directory-order.js';

/**
 * Every migration, in order. Names sort by date; add new ones at the end with a later timestamp.
 * Kept as a static map (not a folder scan) so the compiled server and the tests run the same list.
 */
export const migrations: Record<string, Migration> = {
  '2026-11-22-0001-users-sessions': m0001,

  // content
  '2026-11-22-0003-content': m0003,

  // documents
  '2026-11-22-0004-documents': m0004,

  // people
  '2026-11-22-0005-organization': m0005,

  // forum
  '2026-11-22-0006-forum': m0006,

  // integrations
  '2026-11-22-0007-integrations': m0007,

  // security
  '2026-11-22-0009-audit-log': m0009,
  '2026-11-22-0010-two-factor': m0010,

  // performance
  '2026-11-22-0011-news-words': m0011,
  '2026-11-22-0012-users-directory': m0012,
  '2026-11-22-0013-data-versions': m0013,

  // search
  '2026-11-25-14-full-text': m1414,

  // security round two, authentication
  '2026-11-25-17a-totp-last-step': m17a1,
  '2026-11-25-17a-known-addresses': m17a2,

  // people as one record
  '2026-11-25-15-people': m15people,
  '2026-11-25-15-people-names': m15names,
  '2026-11-25-15-org-users': m15orgUsers,
  '2026-11-25-15-greetings': m15greetings,
  '2026-11-25-15-people-search': m15search,
  '2026-11-25-15-people-org-unique': m15orgUnique,

  // versioned procedures and mandatory reading
  '2026-11-25-16-document-versions': m16versions,
  '2026-11-25-16-lecturas': m16lecturas,

  // offline forum comments
  '2026-11-25-13-comment-send-key': m13sendKey,

  // security round two, passwords
  '2026-11-25-17c-temporary-password-expiry': m17cExpiry,
  '2026-11-25-17c-demo-password': m17cDemo,

  // security round two, 2FA secrets at rest
  '2026-11-25-17d-recovery-codes': m17dRecovery,

  // audiences and scheduling of news and announcements
  '2026-11-26-16-audiences-schedule': m16audiences,

  // forgotten-password requests
  '2026-11-26-14-search-folded-column': m14fold,
  '2026-11-26-16-notifications-read': m16notif,
  '2026-11-26-16-push': m16push,
  '2026-11-26-19-reset-requests': m19reset,
  '2026-11-26-19-audit-detail': m19auditDetail,

  // the forum page: replies and last activity
  '2026-11-26-19b-forum-replies': m19bReplies,

  // the directory's page order from an index
  '2026-11-26-14-directory-order': m14dirOrder,
};
