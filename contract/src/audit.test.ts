import { describe, expect, it } from 'vitest';
import { describeAuditEvent, type AuditItem } from './audit.js';

const event = (over: Partial<AuditItem>) => ({
  action: 'login',
  entity: 'POST /api/login',
  target_id: null,
  status: 200,
  nombre: 'María González',
  username: 'mgonzalez',
  detalle: null,
  ...over,
});

describe('the audit log in plain Spanish', () => {
  it('names people and what they did', () => {
    expect(describeAuditEvent(event({}))).toBe('María González inició sesión');
    expect(describeAuditEvent(event({ action: 'logout', entity: 'POST /api/logout' }))).toBe(
      'María González cerró sesión',
    );
    expect(describeAuditEvent(event({ action: 'cambio_contrasena', entity: 'POST /api/user/change-password' }))).toBe(
      'María González cambió su contraseña',
    );
    expect(
      describeAuditEvent(event({ action: 'cambio_contrasena', entity: 'POST /api/user/change-password', status: 400 })),
    ).toBe('María González intentó cambiar su contraseña, sin éxito');
  });

  it('says what an admin created, changed or deleted, by name when known', () => {
    expect(
      describeAuditEvent(
        event({ action: 'crear', entity: 'POST /api/noticias', target_id: '12', detalle: 'Turnos de diciembre' }),
      ),
    ).toBe('María González creó la noticia «Turnos de diciembre»');
    expect(describeAuditEvent(event({ action: 'eliminar', entity: 'DELETE /api/noticias/:id', target_id: '12' }))).toBe(
      'María González eliminó la noticia n.º 12',
    );
    expect(
      describeAuditEvent(
        event({ action: 'actualizar', entity: 'PUT /api/users/:id', target_id: '4', detalle: 'Juan Muñoz' }),
      ),
    ).toBe('María González modificó la ficha de «Juan Muñoz»');
    expect(
      describeAuditEvent(
        event({ action: 'escritura_fallida', entity: 'PUT /api/procedimientos/:id', target_id: '3', status: 400 }),
      ),
    ).toBe('María González intentó modificar el documento n.º 3, sin éxito');
    expect(
      describeAuditEvent(
        event({
          action: 'contrasena_temporal',
          entity: 'POST /api/users/:id/temporary-password',
          target_id: '9',
          detalle: 'Andrés Ramírez',
        }),
      ),
    ).toBe('María González asignó una contraseña temporal a Andrés Ramírez');
  });

  it('reads failed logins and reset requests without a person', () => {
    expect(
      describeAuditEvent(event({ action: 'login_fallido', nombre: null, username: '12345678-5', status: 401 })),
    ).toBe('Inicio de sesión fallido con «12345678-5»');
    expect(
      describeAuditEvent(
        event({ action: 'solicitud_restablecimiento', nombre: null, username: '12345678-5', status: 202 }),
      ),
    ).toMatch(/^Se pidió restablecer la contraseña del RUT 12345678-5/);
  });

  it('falls back to a readable sentence for anything unknown', () => {
    expect(describeAuditEvent(event({ action: 'algo_nuevo', entity: 'POST /api/otra-cosa' }))).toBe(
      'María González realizó una operación del sistema (algo_nuevo)',
    );
    expect(
      describeAuditEvent(event({ action: 'crear', entity: 'POST /api/desconocida', nombre: null, username: null })),
    ).toBe('Alguien creó un registro');
  });
});
