import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { DEPARTMENTS, ORG_MESSAGES, orgNodeInputSchema, type OrgNode, type OrgPerson } from '@intranet/contract';
import { errorMessage } from '../../../lib/api-client';
import { storedImageUrl } from '../../../lib/stored-image';
import { personOptionLabel } from './org-chart';
import { useLinkablePeople, useSaveOrgNode } from '../api';
import { formDataOf, useSaveEntity } from '../../../lib/use-save-entity';
import { FieldLabel, RequiredLegend } from '../../../components/field-label';
import { ImageField } from '../../../components/image-field';

type Field = 'name' | 'role' | 'department' | 'parent_id' | 'email' | 'phone' | 'description' | 'user_id';

const EMPTY: Record<Field, string> = {
  name: '',
  role: '',
  department: '',
  parent_id: '',
  email: '',
  phone: '',
  description: '',
  user_id: '',
};

function fromNode(n: OrgNode): Record<Field, string> {
  return {
    name: n.name,
    role: n.role,
    department: n.department ?? '',
    parent_id: n.parent_id ? String(n.parent_id) : '',
    email: n.email ?? '',
    phone: n.phone ?? '',
    description: n.description ?? '',
    user_id: n.user_id ? String(n.user_id) : '',
  };
}

/** Ids of a node and everyone below it (they cannot become its parent). */
function selfAndBelow(people: OrgPerson[], id: number): Set<number> {
  const children = new Map<number, number[]>();
  for (const p of people)
    if (p.parent_id != null) children.set(p.parent_id, [...(children.get(p.parent_id) ?? []), p.id]);
  const out = new Set<number>([id]);
  const stack = [id];
  while (stack.length) {
    for (const c of children.get(stack.pop()!) ?? []) {
      if (out.has(c)) continue;
      out.add(c);
      stack.push(c);
    }
  }
  return out;
}

interface Props {
  /** Edit mode when given. */
  node: OrgNode | null;
  people: OrgPerson[];
  /** After a save (with the saved node, kept highlighted in the list) or a cancel. */
  onDone: (saved?: OrgNode) => void;
}

/** The node form of /admin-organization: name and role required, e-mail input, picture with preview. */
export function OrgNodeForm({ node, people, onDone }: Props) {
  const [removeImage, setRemoveImage] = useState(false);
  const form = useSaveEntity({
    schema: orgNodeInputSchema,
    initial: node ? fromNode(node) : EMPTY,
    mutation: useSaveOrgNode(),
    // Sent as typed; a new picture replaces the current one, else it may be removed.
    request: (_input, typed, files) => ({
      id: node?.id ?? null,
      form: formDataOf(
        { ...typed, ...(!files.image && removeImage ? { remove_image: 'true' } : {}) },
        { image: files.image },
      ),
    }),
    savedMessage: node ? ORG_MESSAGES.updated : ORG_MESSAGES.created,
    onSaved: onDone,
  });
  const { values, errors, change, clearError, pending } = form;
  const image = form.files.image ?? null;
  const errorOf = (f: string) => errors[f];
  const blocked = useMemo(() => (node ? selfAndBelow(people, node.id) : new Set<number>()), [people, node]);
  const users = useLinkablePeople();
  // People who can be linked: active ones; those already shown elsewhere in the chart are refused by the server.
  const linkable = useMemo(
    () =>
      (users.data ?? [])
        .filter((u) => u.activo || String(u.id) === values.user_id)
        .sort((a, b) => a.nombre.localeCompare(b.nombre, 'es')),
    [users.data, values.user_id],
  );
  /** Linking a person fills name, position and e-mail from the record (what the chart will show). */
  const link = (id: string) => {
    const person = linkable.find((u) => String(u.id) === id);
    change('user_id', id);
    if (person) {
      change('name', person.nombre);
      if (person.puesto) change('role', person.puesto);
      if (person.correo != null) change('email', person.correo);
    }
    clearError('name');
    clearError('role');
  };
  const set = (f: Field, v: string) => change(f, v);

  const text = (f: Field, label: string, opts: { type?: string; required?: boolean; as?: 'textarea' } = {}) => (
    <Form.Group controlId={`org-${f}`} className="mb-3">
      <FieldLabel required={opts.required}>{label}</FieldLabel>
      <Form.Control
        type={opts.type ?? 'text'}
        as={opts.as}
        rows={opts.as ? 3 : undefined}
        required={opts.required}
        value={values[f]}
        isInvalid={Boolean(errorOf(f))}
        onChange={(e) => set(f, e.target.value)}
      />
      <Form.Control.Feedback type="invalid">{errorOf(f)}</Form.Control.Feedback>
    </Form.Group>
  );

  return (
    <Form noValidate onSubmit={form.submit} aria-busy={pending}>
      {form.error && (
        <Alert variant="danger" role="alert">
          {errorMessage(form.error)}
        </Alert>
      )}
      <RequiredLegend />
      <Form.Group controlId="org-user" className="mb-3">
        <Form.Label>Persona vinculada</Form.Label>
        <Form.Select
          value={values.user_id}
          isInvalid={Boolean(errorOf('user_id'))}
          aria-describedby="org-user-help"
          onChange={(e) => link(e.target.value)}
        >
          <option value="">Ninguna (nodo mantenido a mano)</option>
          {linkable.map((u) => (
            <option key={u.id} value={u.id}>
              {u.nombre}
              {u.puesto ? ` (${u.puesto})` : ''}
            </option>
          ))}
        </Form.Select>
        <Form.Text id="org-user-help" muted>
          Con una persona vinculada, el organigrama muestra siempre su nombre, cargo, correo y foto actuales.
        </Form.Text>
        <Form.Control.Feedback type="invalid">{errorOf('user_id')}</Form.Control.Feedback>
      </Form.Group>
      {text('name', 'Nombre', { required: true })}
      {text('role', 'Cargo', { required: true })}
      <Form.Group controlId="org-department" className="mb-3">
        <Form.Label>Departamento</Form.Label>
        <Form.Select
          value={values.department}
          isInvalid={Boolean(errorOf('department'))}
          onChange={(e) => set('department', e.target.value)}
        >
          <option value="">Sin departamento</option>
          {DEPARTMENTS.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid">{errorOf('department')}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group controlId="org-parent" className="mb-3">
        <Form.Label>Depende de</Form.Label>
        <Form.Select
          value={values.parent_id}
          isInvalid={Boolean(errorOf('parent_id'))}
          onChange={(e) => set('parent_id', e.target.value)}
        >
          <option value="">Nadie (nodo raíz)</option>
          {people.map((p) => (
            <option key={p.id} value={p.id} disabled={blocked.has(p.id)}>
              {personOptionLabel(p)}
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid">{errorOf('parent_id')}</Form.Control.Feedback>
      </Form.Group>
      {text('email', 'Correo electrónico', { type: 'email' })}
      {text('phone', 'Teléfono', { type: 'tel' })}
      {text('description', 'Descripción', { as: 'textarea' })}
      <ImageField
        id="org-image"
        name="image"
        label="Imagen"
        className="mb-2"
        file={image}
        onChange={(file) => form.chooseFile('image', file)}
        currentUrl={removeImage ? null : storedImageUrl(node?.image, true)}
        error={errorOf('image')}
      />
      {node?.image && !image && (
        <Form.Check
          className="mb-3"
          id="org-remove-image"
          label="Quitar la imagen actual"
          checked={removeImage}
          onChange={(e) => setRemoveImage(e.target.checked)}
        />
      )}
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" variant="primary" disabled={pending}>
          {pending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {node ? 'Guardar cambios' : 'Crear nodo'}
        </Button>
        {node && (
          <Button variant="outline-primary" onClick={() => onDone()} disabled={pending}>
            Cancelar
          </Button>
        )}
      </div>
    </Form>
  );
}
