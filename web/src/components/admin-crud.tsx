import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import type { UseMutationResult } from '@tanstack/react-query';
import { useToast } from './toast-provider';

/**
 * State shared by the admin screens that pair a create/edit form with a list (spec §4): which row is
 * being edited, a fresh form after each save, and the row waiting for the delete confirmation.
 */
export function useCrudScreen<T extends { id: number }>(
  remove: UseMutationResult<unknown, Error, number>,
  deletedMessage: string,
) {
  const [editing, setEditing] = useState<T | null>(null);
  // A new key gives a fresh, empty form after each save.
  const [formKey, setFormKey] = useState(0);
  const [toDelete, setToDelete] = useState<T | null>(null);
  const notify = useToast();

  const closeForm = () => {
    setEditing(null);
    setFormKey((k) => k + 1);
  };
  const startEdit = (row: T) => {
    setEditing(row);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        notify(deletedMessage);
        if (editing?.id === toDelete.id) closeForm();
        setToDelete(null);
      },
      onError: (error) => {
        notify(error.message, 'danger');
        setToDelete(null);
      },
    });
  };

  return {
    editing,
    startEdit,
    closeForm,
    /** Key for the form: changes after a save and when another row is edited. */
    formKey: `${formKey}-${editing?.id ?? 'nuevo'}`,
    askDelete: setToDelete,
    /** Props for <ConfirmDialog>, with the message added by the screen. */
    confirm: {
      show: toDelete !== null,
      onConfirm: confirmDelete,
      onCancel: () => setToDelete(null),
      pending: remove.isPending,
    },
  };
}

interface RowActionsProps {
  /** What the row is called, for the buttons' accessible names ('Editar …', 'Eliminar …'). */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** The row is highlighted (active): light buttons keep their contrast. */
  active?: boolean;
}

/** Editar and Eliminar buttons of a list row. */
export function RowActions({ name, onEdit, onDelete, active = false }: RowActionsProps) {
  return (
    <span className="text-nowrap">
      <Button
        size="sm"
        variant={active ? 'light' : 'outline-primary'}
        className="me-2"
        onClick={onEdit}
        aria-label={`Editar ${name}`}
      >
        Editar
      </Button>
      <Button
        size="sm"
        variant={active ? 'light' : 'outline-danger'}
        onClick={onDelete}
        aria-label={`Eliminar ${name}`}
      >
        Eliminar
      </Button>
    </span>
  );
}

interface FormActionsProps {
  /** Edit mode: the submit button reads 'Guardar cambios' and 'Cancelar' leaves edit mode. */
  editing: boolean;
  createLabel: string;
  pending: boolean;
  onCancel: () => void;
}

/** Submit (with a spinner while saving) and, in edit mode, Cancelar. */
export function FormActions({ editing, createLabel, pending, onCancel }: FormActionsProps) {
  return (
    <div className="d-flex gap-2">
      <Button type="submit" disabled={pending}>
        {pending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        {editing ? 'Guardar cambios' : createLabel}
      </Button>
      {editing && (
        <Button variant="outline-secondary" onClick={onCancel} disabled={pending}>
          Cancelar
        </Button>
      )}
    </div>
  );
}
