import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, tileImgSource } from '../../config.js';
import { useTestApp } from '../../../test/helpers.js';

describe('TILE_URL', () => {
  it('derives the CSP source of the tile host', () => {
    expect(tileImgSource('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://*.tile.openstreetmap.org',
    );
    expect(tileImgSource('http://127.0.0.1:8080/tiles/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:8080');
    expect(tileImgSource('https://tiles.example.cl/{z}/{x}/{y}.png?key=1')).toBe('https://tiles.example.cl');
  });

  it.each([
    'ftp://tiles.example.cl/{z}/{x}/{y}.png',
    'https://tiles.example.cl/{z}/{x}.png',
    'https://a.{s}.example.cl/{z}/{x}/{y}.png',
    "https://x.cl';script-src *;/{z}/{x}/{y}",
    'tiles/{z}/{x}/{y}.png',
  ])('refuses %s at start with one line naming TILE_URL', (TILE_URL) => {
    expect(() => loadConfig({ TILE_URL })).toThrow(ConfigError);
    expect(() => loadConfig({ TILE_URL })).toThrow(/TILE_URL/);
  });
});

describe('GET /api/config-cliente and the CSP', () => {
  const t = useTestApp();
  const custom = useTestApp({ TILE_URL: 'https://tiles.example.cl/{z}/{x}/{y}.png' });

  it('gives the default OpenStreetMap template; the CSP allows its host', async () => {
    const cookie = await t.cookieFor('worker');
    const res = await t.app.inject({ method: 'GET', url: '/api/config-cliente', headers: { cookie } });
    expect(res.json()).toEqual({
      tileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
      tileAttribution: '© colaboradores de OpenStreetMap',
    });
    expect(res.headers['content-security-policy']).toMatch(
      /img-src 'self' data: blob: https:\/\/\*\.tile\.openstreetmap\.org;/,
    );
  });

  it('follows a configured TILE_URL', async () => {
    const cookie = await custom.cookieFor('worker');
    const res = await custom.app.inject({ method: 'GET', url: '/api/config-cliente', headers: { cookie } });
    expect(res.json().tileUrl).toBe('https://tiles.example.cl/{z}/{x}/{y}.png');
    expect(res.headers['content-security-policy']).toContain("img-src 'self' data: blob: https://tiles.example.cl;");
    expect(res.headers['content-security-policy']).not.toContain('openstreetmap');
  });
});
