import { beforeAll, describe, expect, it } from 'vitest';
import { credentialsCsv, rutCheckDigit } from '@intranet/contract';
import { multipart, tempFiles, useTestApp } from '../../../test/helpers.js';
import { makeUser, type MadeUser } from '../../../test/factories.js';

const t = useTestApp();
let adminCookie: string;
let existing: MadeUser;

beforeAll(async () => {
  adminCookie = await t.cookieFor('admin');
  existing = await makeUser(t.handle.db, { username: 'yaexiste', correo: 'ya.existe@empresa.cl', rut: '12345678-5' });
});

const HEADER = 'rut,username,nombre,correo,puesto,telefono,razon_social,fecha_nacimiento,dispositivo';
const rutOf = (n: number) => `${n}-${rutCheckDigit(String(n))}`;

const upload = (content: Buffer | string, dryRun: boolean, filename = 'personal.csv') => {
  const form = multipart({ archivo: { filename, content, contentType: 'text/csv' } });
  return t.app.inject({
    method: 'POST',
    url: `/api/users/import${dryRun ? '?dry_run=true' : ''}`,
    headers: { cookie: adminCookie, ...form.headers },
    payload: form.payload,
  });
};

const countUsers = async () =>
  Number(
    (
      await t.handle.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/users/import', () => {
  it('imports 500 users in one go: temporary passwords, must change them, can log in', async () => {
    const lines = [HEADER];
    for (let i = 0; i < 500; i++) {
      lines.push(
        `${rutOf(20_000_000 + i * 7)},persona${i},Persona Número ${i},persona${i}@empresa.cl,Operador ${i},+56 9 1111 ${String(i).padStart(4, '0')},Minera Andina S.A.,15-03-1990,Tablet ${i}`,
      );
    }
    const csv = lines.join('\r\n');
    const dry = await upload(csv, true);
    expect(dry.statusCode).toBe(200);
    expect(dry.json().total).toBe(500);
    expect(dry.json().filas[0]).toMatchObject({ fila: 2, username: 'persona0', fecha_nacimiento: '1990-03-15' });
    const before = await countUsers();
    expect(before).toBeGreaterThan(0);

    // How long it takes is for a benchmark, not for this test: here, that all 500 arrive in one call.
    const res = await upload(csv, false);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.creados).toBe(500);
    expect(body.credenciales).toHaveLength(500);
    expect(new Set(body.credenciales.map((c: { password_temporal: string }) => c.password_temporal)).size).toBe(500);
    expect(res.body).not.toMatch(/\$argon2|password_hash/);
    expect(await countUsers()).toBe(before + 500);

    const row = await t.handle.db
      .selectFrom('users')
      .select(['must_change_password', 'role', 'activo', 'dispositivo', 'fecha_nacimiento', 'password_hash'])
      .where('username', '=', 'persona7')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ must_change_password: 1, role: 'worker', activo: 1, dispositivo: 'Tablet 7' });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);

    const cred = body.credenciales[7];
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { rut: cred.rut, password: cred.password_temporal },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().redirect).toBe('/change-password');
    expect(credentialsCsv(body.credenciales).split('\r\n')[1]).toBe(
      `${body.credenciales[0].rut},persona0,persona0@empresa.cl,${body.credenciales[0].password_temporal}`,
    );
  }, 120_000);

  it('a file with 3 bad rows imports nothing and lists exactly those 3 rows (dry run and import)', async () => {
    const csv = [
      HEADER,
      `${rutOf(21_000_001)},bien1,Bien Uno,bien1@empresa.cl,,,,,`,
      `12.345.678-4,malrut,Mal Rut,malrut@empresa.cl,,,,,`,
      `${rutOf(21_000_002)},bien2,Bien Dos,bien2@empresa.cl,,,,,`,
      `${rutOf(21_000_003)},bien1,Bien Otro,otro@empresa.cl,,,,,`,
      `${rutOf(21_000_004)},malfecha,Mal Fecha,malfecha@empresa.cl,,,,31-02-1990,`,
      `${rutOf(21_000_005)},bien3,Bien Tres,bien3@empresa.cl,,,,,`,
    ].join('\n');
    for (const dry of [true, false]) {
      const before = await countUsers();
      const res = await upload(csv, dry);
      expect(res.statusCode).toBe(400);
      const { error, fields } = res.json();
      expect(error).toBe('3 filas tienen errores. No se importó ningún usuario.');
      expect(Object.keys(fields)).toEqual(['fila 3', 'fila 5', 'fila 6']);
      expect(fields['fila 3']).toMatch(/RUT inválido/);
      expect(fields['fila 5']).toMatch(/Nombre de usuario repetido en el archivo \(fila 2\)/);
      expect(fields['fila 6']).toMatch(/fecha de nacimiento/);
      expect(await countUsers()).toBe(before);
    }
  });

  it('reports rows that clash with existing users and bad e-mails', async () => {
    const csv = [
      'username;correo;rut;nombre',
      `YAEXISTE;nuevo1@empresa.cl;${rutOf(22_000_001)};Nuevo Uno`,
      `nuevo2;YA.EXISTE@empresa.cl;${rutOf(22_000_002)};Nuevo Dos`,
      `nuevo3;nuevo3@empresa.cl;${existing.rut.replace('-', '')};Nuevo Tres`,
      `nuevo4;sin-arroba;${rutOf(22_000_004)};Nuevo Cuatro`,
      `;nuevo5@empresa.cl;${rutOf(22_000_005)};Nuevo Cinco`,
    ].join('\n');
    const res = await upload(csv, true);
    expect(res.statusCode).toBe(400);
    const { fields } = res.json();
    expect(fields['fila 2']).toMatch(/Ya existe un usuario con este nombre de usuario/);
    expect(fields['fila 3']).toMatch(/Ya existe un usuario con este correo/);
    expect(fields['fila 4']).toMatch(/Ya existe un usuario con este RUT/);
    expect(fields['fila 5']).toMatch(/correo electrónico válido/);
    expect(fields['fila 6']).toMatch(/nombre de usuario/);
  });

  it('imports area, branch (name or id), extension and managers: existing active users or rows of the file', async () => {
    const boss = await makeUser(t.handle.db, { nombre: 'Jefa Existente' });
    const csv = [
      'rut;username;nombre;correo;area;sucursal;jefatura;anexo',
      `${rutOf(24_000_001)};jefe.nuevo;Jefe Nuevo;jefe.nuevo@empresa.cl;Operaciones;Calama;${boss.rut};4001`,
      `${rutOf(24_000_002)};report.a;Report A;report.a@empresa.cl;Mantención;2;0${rutOf(24_000_001)};`,
      `${rutOf(24_000_003)};report.b;Report B;report.b@empresa.cl;;los andes;${rutOf(24_000_002)};`,
    ].join('\n');
    const dry = await upload(csv, true);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json().filas[1]).toMatchObject({ area: 'Mantención', sucursal: 2, jefatura: rutOf(24_000_001) });
    const res = await upload(csv, false);
    expect(res.statusCode, res.body).toBe(201);
    const rows = await t.handle.db
      .selectFrom('users')
      .select(['id', 'username', 'nombre', 'area', 'sucursal', 'jefatura_id', 'anexo'])
      .where('username', 'in', ['jefe.nuevo', 'report.a', 'report.b'])
      .orderBy('username')
      .execute();
    const [jefe, a, b] = [rows[0]!, rows[1]!, rows[2]!];
    expect(jefe).toMatchObject({ nombre: 'Jefe Nuevo', area: 'Operaciones', sucursal: 3, jefatura_id: boss.id });
    expect(jefe.anexo).toBe('4001');
    expect(a).toMatchObject({ area: 'Mantención', sucursal: 2, jefatura_id: jefe.id });
    expect(b).toMatchObject({ area: null, sucursal: 4, jefatura_id: a.id });
  });

  it('reports bad names, areas, branches and managers per line in the dry run, and writes nothing', async () => {
    const inactive = await makeUser(t.handle.db, { activo: false });
    const csv = [
      'rut;username;nombre;correo;area;sucursal;jefatura',
      `${rutOf(25_000_001)};n1;   ;n1@empresa.cl;;;`,
      `${rutOf(25_000_002)};n2;${'x'.repeat(121)};n2@empresa.cl;;;`,
      `${rutOf(25_000_003)};n3;Con\u0007Control;n3@empresa.cl;;;`,
      `${rutOf(25_000_004)};n4;Área Mala;n4@empresa.cl;Astronomía;;`,
      `${rutOf(25_000_005)};n5;Sucursal Mala;n5@empresa.cl;;Valparaíso;`,
      `${rutOf(25_000_006)};n6;Jefe Inactivo;n6@empresa.cl;;;${inactive.rut}`,
      `${rutOf(25_000_007)};n7;Jefe Desconocido;n7@empresa.cl;;;${rutOf(25_999_999)}`,
      `${rutOf(25_000_008)};n8;Ciclo Uno;n8@empresa.cl;;;${rutOf(25_000_009)}`,
      `${rutOf(25_000_009)};n9;Ciclo Dos;n9@empresa.cl;;;${rutOf(25_000_008)}`,
      `${rutOf(25_000_010)};n10;Sí Mismo;n10@empresa.cl;;;${rutOf(25_000_010)}`,
      `${rutOf(25_000_011)};n11;Fila Buena;n11@empresa.cl;Finanzas;Santiago;`,
    ].join('\n');
    for (const dry of [true, false]) {
      const before = await countUsers();
      const res = await upload(csv, dry);
      expect(res.statusCode).toBe(400);
      const { error, fields } = res.json();
      expect(error).toBe('10 filas tienen errores. No se importó ningún usuario.');
      expect(fields['fila 2']).toMatch(/nombre completo/);
      expect(fields['fila 3']).toMatch(/120/);
      expect(fields['fila 4']).toMatch(/caracteres de control/);
      expect(fields['fila 5']).toMatch(/Área desconocida/);
      expect(fields['fila 6']).toMatch(/Sucursal desconocida/);
      expect(fields['fila 7']).toMatch(/activo/);
      expect(fields['fila 8']).toMatch(/no existe/);
      expect(fields['fila 9']).toMatch(/ciclo/);
      expect(fields['fila 10']).toMatch(/ciclo/);
      expect(fields['fila 11']).toMatch(/propia jefatura/);
      expect(fields['fila 12']).toBeUndefined();
      expect(await countUsers()).toBe(before);
    }
  });

  it('reads Latin-1 with semicolons and quoted fields', async () => {
    const csv = [
      'RUT;Username;Nombre;Correo;Puesto;Razon_Social',
      `${rutOf(23_000_001)};nuñez;Inés Núñez;nunez@empresa.cl;"Jefa de Área; Operaciones";"Minera ""Andina"" S.A."`,
    ].join('\r\n');
    const res = await upload(Buffer.from(csv, 'latin1'), true);
    expect(res.statusCode).toBe(200);
    expect(res.json().filas[0]).toMatchObject({
      username: 'nuñez',
      nombre: 'Inés Núñez',
      puesto: 'Jefa de Área; Operaciones',
      razon_social: 'Minera "Andina" S.A.',
    });
  });

  it('reads UTF-8 with a BOM', async () => {
    const csv = `\uFEFFrut,username,nombre,correo,puesto\n${rutOf(23_000_002)},josé,José Díaz,jose@empresa.cl,Técnico\n`;
    const res = await upload(Buffer.from(csv, 'utf8'), true);
    expect(res.statusCode).toBe(200);
    expect(res.json().filas[0]).toMatchObject({ username: 'josé', puesto: 'Técnico' });
  });

  it.each([
    [
      'wrong columns',
      'rut,nombre,correo,cargo\n1-9,a,b,c',
      /Faltan las columnas obligatorias: username.*Columnas no reconocidas: cargo/,
    ],
    ['an empty file', '\r\n\r\n', /vacío/],
    ['no file content at all', '', /Seleccione un archivo CSV/],
    ['a header only', HEADER + '\n', /no tiene filas/],
    ['a binary file', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x08, 0x00]), /no es un CSV de texto/],
  ])('refuses %s with 400 and a Spanish sentence', async (_name, content, message) => {
    const before = await countUsers();
    const res = await upload(content, false);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(message);
    expect(await countUsers()).toBe(before);
    expect(await tempFiles(t.dataDir)).toEqual([]);
  });

  it('needs a file, multipart and an admin', async () => {
    const form = multipart({ otro: 'x' });
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/users/import',
      headers: { cookie: adminCookie, ...form.headers },
      payload: form.payload,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields.archivo).toBe('Seleccione un archivo CSV.');
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/users/import',
      headers: { cookie: adminCookie },
      payload: {},
    });
    expect(json.statusCode).toBe(415);
    const worker = await t.cookieFor('worker');
    const res = await t.app.inject({ method: 'POST', url: '/api/users/import', headers: { cookie: worker } });
    expect(res.statusCode).toBe(403);
  });
});
