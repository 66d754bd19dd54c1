import type { UseMutationResult } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import {
  AREAS,
  BRANCHES,
  formatRut,
  userCreateSchema,
  userUpdateSchema,
  type Role,
  type User,
} from '@intranet/contract';
import { storedImageUrl } from '../../../lib/stored-image';
import { formDataOf, useSaveEntity } from '../../../lib/use-save-entity';
import { useUsers } from '../api';
import { generatePassword } from '../password';
import { PasswordStrength } from '../../../components/password-strength';
import { FieldLabel, RequiredLegend } from '../../../components/field-label';
import { ImageField } from '../../../components/image-field';

// A type, not an interface: the save hook needs the index signature.
type Values = {
  username: string;
  nombre: string;
  password: string;
  correo: string;
  rut: string;
  puesto: string;
  telefono: string;
  razon_social: string;
  fecha_nacimiento: string;
  dispositivo: string;
  area: string;
  sucursal: string;
  jefatura_id: string;
  anexo: string;
  telefono_visible: boolean;
  cuenta_servicio: boolean;
  role: Role;
  activo: boolean;
  must_change_password: boolean;
};

const EMPTY: Values = {
  username: '',
  nombre: '',
  password: '',
  correo: '',
  rut: '',
  puesto: '',
  telefono: '',
  razon_social: '',
  fecha_nacimiento: '',
  dispositivo: '',
  area: '',
  sucursal: '',
  jefatura_id: '',
  anexo: '',
  telefono_visible: false,
  cuenta_servicio: false,
  role: 'worker',
  activo: true,
  must_change_password: false,
};

const BOOLEANS = ['activo', 'must_change_password', 'telefono_visible', 'cuenta_servicio'] as const;

function fromUser(user: User): Values {
  return {
    ...EMPTY,
    username: user.username,
    nombre: user.nombre,
    correo: user.correo ?? '',
    rut: user.rut ? formatRut(user.rut) : '',
    puesto: user.puesto ?? '',
    telefono: user.telefono ?? '',
    razon_social: user.razon_social ?? '',
    fecha_nacimiento: user.fecha_nacimiento ?? '',
    dispositivo: user.dispositivo ?? '',
    area: user.area ?? '',
    sucursal: user.sucursal ? String(user.sucursal) : '',
    jefatura_id: user.jefatura_id ? String(user.jefatura_id) : '',
    anexo: user.anexo ?? '',
    telefono_visible: user.telefono_visible,
    cuenta_servicio: user.cuenta_servicio,
    role: user.role,
    activo: user.activo,
  };
}

/** The fields as the server takes them: booleans as 'true'/'false'; an edit without a RUT leaves it as it is. */
function toTexts(values: Values, editing: boolean): Record<string, string> {
  const raw: Record<string, string> = { ...values } as unknown as Record<string, string>;
  for (const key of BOOLEANS) raw[key] = String(values[key]);
  if (editing && !values.rut.trim()) delete raw.rut;
  return raw;
}

interface UserFormProps {
  /** Edit mode when given: e-mail disabled, no password (use the temporary password action). */
  user?: User;
  /** The screen's create or update mutation (its failure alert is the screen's). */
  mutation: UseMutationResult<User, Error, FormData>;
  savedMessage: string;
  /** After a successful save, with the saved user. */
  onSaved: (saved: User) => void;
  submitLabel: string;
  onCancel?: () => void;
  /** Increment to empty the form after a successful create. */
  resetKey?: number;
}

/** The user form of /manage-users (create) and /manage-users/{id} (edit). */
export function UserForm(props: UserFormProps) {
  // A new resetKey remounts the inner form, which empties it.
  return <UserFormInner key={props.resetKey ?? 0} {...props} />;
}

function UserFormInner({ user, mutation, savedMessage, onSaved, submitLabel, onCancel }: UserFormProps) {
  const editing = Boolean(user);
  const form = useSaveEntity({
    schema: editing ? userUpdateSchema : userCreateSchema,
    initial: user ? fromUser(user) : EMPTY,
    toInput: (values) => toTexts(values, editing),
    mutation,
    request: (_input, values, files) => {
      const raw = toTexts(values, editing);
      const texts: Record<string, string> = {};
      // An edit sends neither the password nor the e-mail (it cannot change here).
      const keys = (Object.keys(EMPTY) as (keyof Values)[]).filter(
        (k) => !editing || !['password', 'correo', 'must_change_password'].includes(k),
      );
      for (const key of keys) if (raw[key] !== undefined) texts[key] = raw[key];
      return formDataOf(texts, { imagen_perfil: files.imagen_perfil });
    },
    savedMessage,
    onSaved,
  });
  const { values, pending } = form;
  const errorOf = (field: string) => form.errors[field];
  const idp = editing ? `user-${user!.id}` : 'user-new';
  const people = useUsers();
  // Possible managers: active people other than this one (the server also refuses cycles).
  const managers = (people.data ?? [])
    .filter((u) => u.activo && u.id !== user?.id)
    .sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));

  const set = <K extends keyof Values>(key: K, value: Values[K]) => form.change(key, value);

  const text = (
    key: keyof Values,
    label: string,
    opts: { type?: string; required?: boolean; disabled?: boolean; placeholder?: string; autoComplete?: string } = {},
  ) => (
    <Form.Group as={Col} md={6} controlId={`${idp}-${key}`} className="mb-3">
      <FieldLabel required={opts.required}>{label}</FieldLabel>
      <Form.Control
        type={opts.type ?? 'text'}
        value={String(values[key])}
        required={opts.required}
        disabled={opts.disabled}
        placeholder={opts.placeholder}
        autoComplete={opts.autoComplete ?? 'off'}
        isInvalid={Boolean(errorOf(key))}
        onChange={(e) => set(key, e.target.value as never)}
      />
      <Form.Control.Feedback type="invalid">{errorOf(key)}</Form.Control.Feedback>
    </Form.Group>
  );

  const select = (key: 'area' | 'sucursal' | 'jefatura_id', label: string, options: [string, string][]) => (
    <Form.Group as={Col} md={6} controlId={`${idp}-${key}`} className="mb-3">
      <Form.Label>{label}</Form.Label>
      <Form.Select value={values[key]} isInvalid={Boolean(errorOf(key))} onChange={(e) => set(key, e.target.value)}>
        <option value="">Sin asignar</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </Form.Select>
      <Form.Control.Feedback type="invalid">{errorOf(key)}</Form.Control.Feedback>
    </Form.Group>
  );

  return (
    <Form noValidate onSubmit={form.submit} aria-busy={pending}>
      <RequiredLegend />
      <Row>
        {text('nombre', 'Nombre completo', { required: true, placeholder: 'María González Rojas' })}
        {text('username', 'Nombre de usuario', { required: true })}
        {text('correo', 'Correo electrónico', {
          type: 'email',
          required: !editing,
          disabled: editing,
          placeholder: 'nombre@empresa.cl',
        })}
        {!editing && (
          <Form.Group as={Col} md={6} controlId={`${idp}-password`} className="mb-3">
            <FieldLabel required>Contraseña</FieldLabel>
            <InputGroup hasValidation>
              <Form.Control
                type="text"
                value={values.password}
                required
                autoComplete="new-password"
                isInvalid={Boolean(errorOf('password'))}
                onChange={(e) => set('password', e.target.value)}
                aria-describedby={`${idp}-password-help`}
              />
              <Button variant="outline-primary" onClick={() => set('password', generatePassword())}>
                Generar
              </Button>
              <Form.Control.Feedback type="invalid">{errorOf('password')}</Form.Control.Feedback>
            </InputGroup>
            <PasswordStrength
              id={`${idp}-password-help`}
              password={values.password}
              owner={{
                role: values.role,
                username: values.username,
                rut: values.rut,
                nombre: values.nombre,
                correo: values.correo,
              }}
            />
          </Form.Group>
        )}
        {text('rut', 'RUT', { placeholder: '12.345.678-5', required: !editing || Boolean(user?.rut) })}
        {text('puesto', 'Cargo')}
        {text('telefono', 'Teléfono', { type: 'tel', placeholder: '+56 9 1234 5678' })}
        {text('razon_social', 'Razón social')}
        {text('fecha_nacimiento', 'Fecha de nacimiento', { type: 'date' })}
        {text('dispositivo', 'Dispositivo asignado', { placeholder: 'Notebook, tablet, radio...' })}
        {select(
          'area',
          'Área',
          AREAS.map((a) => [a, a]),
        )}
        {select(
          'sucursal',
          'Sucursal',
          BRANCHES.map((b) => [String(b.id), b.nombre]),
        )}
        {select(
          'jefatura_id',
          'Jefatura',
          managers.map((m) => [String(m.id), `${m.nombre}${m.puesto ? ` (${m.puesto})` : ''}`]),
        )}
        {text('anexo', 'Anexo', { placeholder: '4021' })}
        <Form.Group as={Col} md={6} controlId={`${idp}-role`} className="mb-3">
          <Form.Label>Rol</Form.Label>
          <Form.Select
            value={values.role}
            isInvalid={Boolean(errorOf('role'))}
            onChange={(e) => set('role', e.target.value as Role)}
          >
            <option value="worker">Trabajador</option>
            <option value="admin">Administrador</option>
          </Form.Select>
          <Form.Control.Feedback type="invalid">{errorOf('role')}</Form.Control.Feedback>
        </Form.Group>
        <Col md={6}>
          <ImageField
            id={`${idp}-imagen`}
            name="imagen_perfil"
            label="Foto de perfil"
            file={form.files.imagen_perfil ?? null}
            onChange={(file) => form.chooseFile('imagen_perfil', file)}
            currentUrl={storedImageUrl(user?.imagen_perfil, true)}
            error={errorOf('imagen_perfil')}
          />
        </Col>
        <Col md={6} className="mb-3 d-flex flex-column justify-content-end gap-2">
          <Form.Check
            type="switch"
            id={`${idp}-activo`}
            label={values.activo ? 'Cuenta activa' : 'Cuenta inactiva'}
            checked={values.activo}
            isInvalid={Boolean(errorOf('activo'))}
            feedback={errorOf('activo')}
            feedbackType="invalid"
            onChange={(e) => set('activo', e.target.checked)}
          />
          <Form.Check
            type="checkbox"
            id={`${idp}-telefono-visible`}
            label="Sus colegas pueden ver su número"
            checked={values.telefono_visible}
            onChange={(e) => set('telefono_visible', e.target.checked)}
          />
          <Form.Check
            type="checkbox"
            id={`${idp}-cuenta-servicio`}
            label="Cuenta de servicio (no aparece en el directorio)"
            checked={values.cuenta_servicio}
            onChange={(e) => set('cuenta_servicio', e.target.checked)}
          />
          {!editing && (
            <Form.Check
              type="checkbox"
              id={`${idp}-must-change`}
              label="Debe cambiar la contraseña al iniciar sesión"
              checked={values.must_change_password}
              onChange={(e) => set('must_change_password', e.target.checked)}
            />
          )}
        </Col>
      </Row>
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" variant="primary" disabled={pending}>
          {pending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="outline-primary" onClick={onCancel} disabled={pending}>
            Cancelar
          </Button>
        )}
      </div>
    </Form>
  );
}
