import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import type { UseMutationResult } from '@tanstack/react-query';
import { useToast } from './toast-provider';

const isRow = <T,>(value: unknown): value is T & { id: number } =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'number';

/** A callback ref for the highlighted item of a list that is not an AdminTable: scrolled into view when hidden. */
export function keepInView(element: HTMLElement | null) {
  if (!element) return;
  const box = element.getBoundingClientRect();
  if (box.top < 0 || box.bottom > window.innerHeight) element.scrollIntoView({ block: 'center', behavior: 'smooth' });
}

/**
 * After a save, the saved row stays in view: once the list has refreshed, when the page shown does not
 * hold it (another page, or filtered out), `show` brings it back — typically by searching the list for it.
 */
export function useKeepSavedInView<T extends { id: number }>(
  saved: T | null,
  rows: readonly { id: number }[] | undefined,
  refreshing: boolean,
  show: (row: T) => void,
) {
  // Once per save: afterwards the person may page away from the row freely.
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (!saved || refreshing || !rows || handled.current === saved) return;
    handled.current = saved;
    if (!rows.some((r) => r.id === saved.id)) show(saved);
    // `show` is a new function each render; the check runs when the row or the list changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved, rows, refreshing]);
}

/**
 * State shared by the admin screens that pair a create/edit form with a list: which row is
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
  // The row just created or updated: highlighted in the list until another is edited or saved.
  const [saved, setSaved] = useState<T | null>(null);
  const notify = useToast();

  /** After a save pass the saved row (the form's onDone); a cancel passes nothing (or a click event). */
  const closeForm = (savedRow?: unknown) => {
    setEditing(null);
    setFormKey((k) => k + 1);
    setSaved(isRow<T>(savedRow) ? savedRow : null);
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
    /** The row just saved, or null. */
    saved,
    /** The row to highlight in the list: the one in the form, else the one just saved. */
    highlightKey: editing?.id ?? saved?.id ?? null,
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
  /** The submit button is also disabled (e.g. while a required field is blank). */
  disabled?: boolean;
  onCancel: () => void;
}

/** Submit (with a spinner while saving) and, in edit mode, Cancelar. */
export function FormActions({ editing, createLabel, pending, disabled = false, onCancel }: FormActionsProps) {
  return (
    <div className="d-flex gap-2">
      <Button type="submit" disabled={disabled || pending}>
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
