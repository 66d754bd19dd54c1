import { beforeAll, describe, expect, it } from 'vitest';
import { EMOJIS, type Comment, type Topic } from '@intranet/contract';
import { seedDemo } from '../../seed/demo.js';
import { storedFiles, useTestApp } from '../../../test/helpers.js';

const t = useTestApp();

beforeAll(async () => {
  await seedDemo({ db: t.handle.db, storage: t.app.storage, log: t.app.log });
});

describe('forum demo content', () => {
  it('has 3 active topics with stored pictures, a few dozen comments by demo workers, and reactions', async () => {
    const cookie = await t.loginAs({
      id: 0,
      username: 'mgonzalez',
      nombre: 'María González Rojas',
      rut: '',
      correo: '',
      role: 'worker',
      password: 'Trabajador.2025',
    });
    const topics = (await t.app.inject({ method: 'GET', url: '/api/temas', headers: { cookie } })).json() as Topic[];
    expect(topics).toHaveLength(3);
    const files = await storedFiles(t.dataDir);
    let comments = 0;
    let reactions = 0;
    for (const topic of topics) {
      expect(topic.imagen).toMatch(/^\/uploads\/forum\//);
      expect(files).toContain(topic.imagen!.replace('/uploads/', ''));
      const list = (
        await t.app.inject({ method: 'GET', url: `/api/comentarios/${topic.id}`, headers: { cookie } })
      ).json() as Comment[];
      expect(list.length).toBe(topic.total_comentarios);
      comments += list.length;
      for (const c of list) {
        for (const [emoji, n] of Object.entries(c.reacciones)) {
          expect(EMOJIS).toContain(emoji);
          reactions += n;
        }
      }
    }
    expect(comments).toBeGreaterThanOrEqual(24);
    expect(reactions).toBeGreaterThan(20);
  });
});
