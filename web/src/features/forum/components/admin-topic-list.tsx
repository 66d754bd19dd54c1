import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import type { Topic } from '@intranet/contract';
import { useToast } from '../../../components/toast-provider';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateTopic } from '../api';

interface AdminTopicListProps {
  topics: Topic[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  onEdit: (topic: Topic) => void;
}

/** Every topic with its Activo/Inactivo switch; choosing one shows its comments. */
export function AdminTopicList({ topics, selectedId, onSelect, onEdit }: AdminTopicListProps) {
  const update = useUpdateTopic();
  const notify = useToast();
  if (!topics.length) return <p className="text-body-secondary mb-0">No hay temas creados.</p>;

  const toggle = (t: Topic) =>
    update.mutate(
      { id: t.id, titulo: t.titulo, descripcion: t.descripcion ?? '', activo: !t.activo },
      {
        onSuccess: (topic) => notify(topic.activo ? 'Tema activado' : 'Tema desactivado', 'info'),
        onError: (e) => notify(errorMessage(e), 'danger'),
      },
    );

  return (
    <ListGroup as="ul" aria-label="Temas del foro">
      {topics.map((t) => {
        const selected = t.id === selectedId;
        return (
          <ListGroup.Item
            as="li"
            key={t.id}
            className={`d-flex align-items-center gap-2 ${selected ? 'bg-primary-subtle' : ''}`}
          >
            <div className="flex-grow-1 min-w-0">
              <Button
                variant="link"
                className={`p-0 text-start text-decoration-none ${selected ? 'fw-bold' : 'text-body'}`}
                aria-current={selected ? 'true' : undefined}
                onClick={() => onSelect(t.id)}
              >
                {selected && <i className="bi bi-caret-right-fill text-accent me-1" aria-hidden="true" />}
                {t.titulo}
              </Button>
              <div>
                <small className="text-body-secondary">
                  {t.total_comentarios} {t.total_comentarios === 1 ? 'comentario' : 'comentarios'}
                </small>
              </div>
            </div>
            <Form.Check
              type="switch"
              id={`topic-activo-${t.id}`}
              className="mb-0 text-nowrap"
              label={t.activo ? 'Activo' : 'Inactivo'}
              checked={t.activo}
              disabled={update.isPending && update.variables?.id === t.id}
              onChange={() => toggle(t)}
              aria-label={`${t.titulo}: ${t.activo ? 'Activo' : 'Inactivo'}`}
            />
            <Button
              variant="outline-primary"
              size="sm"
              onClick={() => onEdit(t)}
              aria-label={`Editar tema ${t.titulo}`}
            >
              Editar
            </Button>
          </ListGroup.Item>
        );
      })}
    </ListGroup>
  );
}
