import { describe, expect, it } from 'vitest';
import { screenPreloads, type BuildManifest } from './web-preload.js';

// The shape Vite writes to web/dist/.vite/manifest.json (keys: source paths; imports: other keys).
const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_framework-b.js'] },
  '_framework-b.js': { file: 'assets/framework-b.js' },
  '_ui-c.js': { file: 'assets/ui-c.js', imports: ['_framework-b.js'] },
  '_shared-d.js': { file: 'assets/shared-d.js', imports: ['_ui-c.js'], css: ['assets/shared-d.css'] },
  'src/app/routes/all-news.tsx': {
    file: 'assets/all-news-e.js',
    imports: ['_shared-d.js', '_framework-b.js'],
    css: ['assets/all-news-e.css'],
  },
  'src/app/routes/procedures.tsx': { file: 'assets/procedures-f.js', imports: ['_ui-c.js'] },
};

describe('screenPreloads', () => {
  it("announces a page's screen and the chunks it imports, not the entry's own, with their stylesheets", () => {
    expect(screenPreloads(manifest, '/all-news?page=2')).toBe(
      '<link rel="modulepreload" href="/assets/all-news-e.js">' +
        '<link rel="modulepreload" href="/assets/shared-d.js">' +
        '<link rel="modulepreload" href="/assets/ui-c.js">' +
        '<link rel="preload" as="style" href="/assets/all-news-e.css">' +
        '<link rel="preload" as="style" href="/assets/shared-d.css">',
    );
    expect(screenPreloads(manifest, '/Procedures')).toBe(
      '<link rel="modulepreload" href="/assets/procedures-f.js"><link rel="modulepreload" href="/assets/ui-c.js">',
    );
  });

  it('nothing for another page, a screen missing from the build, or without a manifest', () => {
    expect(screenPreloads(manifest, '/Home')).toBe('');
    expect(screenPreloads(manifest, '/noticias/12')).toBe('');
    expect(screenPreloads(manifest, '/all-news/otra')).toBe('');
    expect(screenPreloads(null, '/all-news')).toBe('');
  });
});
