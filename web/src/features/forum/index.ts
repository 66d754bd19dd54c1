/** The forum's home section. The admin screen is imported by its lazy route (kept out of this bundle). */
export { ForumWidget } from './components/forum-widget';
