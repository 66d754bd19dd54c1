import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo.js';
import { useTestApp } from '../../../test/helpers.js';

/** The demo content of this feature family: reports with permissions, pages, courses and gallery. */
const t = useTestApp();
const login = async (username: string, password: string) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { rut: username, password } });
  return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
};

beforeAll(async () => {
  await seedDemo({ db: t.handle.db, storage: t.app.storage, log: t.app.log });
}, 120_000);

describe('demo content', () => {
  it('some workers have reports, others none; masks follow the spec', async () => {
    const get = async (username: string) => {
      const cookie = await login(username, 'Trabajador.2025');
      return (await t.app.inject({ method: 'GET', url: '/api/reportes/mis-reportes', headers: { cookie } })).json() as {
        nombre: string;
        url: string;
        mascara_pie: boolean;
      }[];
    };
    const maria = await get('mgonzalez');
    expect(maria.length).toBe(14);
    expect(maria.every((r) => r.url.startsWith('https://app.powerbi.com/'))).toBe(true);
    expect(maria.find((r) => r.nombre === 'Pipeline comercial')!.mascara_pie).toBe(false);
    expect(maria.find((r) => r.nombre === 'Indicadores Consolidados')!.mascara_pie).toBe(true);
    expect((await get('jmunoz')).length).toBe(6);
    expect((await get('aramirez')).length).toBe(4);
    expect(await get('cfuentes')).toEqual([]);
  });

  it('the four Graficos pages are configured', async () => {
    const cookie = await login('cfuentes', 'Trabajador.2025');
    for (const page of ['page1', 'page2', 'page3', 'page4']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/get-powerbi-url/${page}`, headers: { cookie } });
      expect(res.json().embedUrl).toMatch(/^https:\/\/app\.powerbi\.com\//);
    }
  });

  it('a dozen courses with covers and a gallery', async () => {
    const cookie = await login('cfuentes', 'Trabajador.2025');
    const videos = (await t.app.inject({ method: 'GET', url: '/api/videos?pageSize=100', headers: { cookie } })).json();
    expect(videos.total).toBe(12);
    expect(videos.items.every((v: { image: string }) => v.image.startsWith('/uploads/courses/'))).toBe(true);
    const images = (await t.app.inject({ method: 'GET', url: '/api/images', headers: { cookie } })).json();
    expect(images.total).toBe(10);
    const pic = await t.app.inject({ method: 'GET', url: `/api${images.items[0].path}`, headers: { cookie } });
    expect(pic.statusCode).toBe(200);
    expect(pic.headers['content-type']).toBe('image/webp');
  });
});
