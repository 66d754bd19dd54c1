import { useEffect, useMemo, useState } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import type { Topic } from '@intranet/contract';
import { ErrorAlert } from '../../../components/error-alert';
import { PageSpinner } from '../../../components/page-spinner';
import { useAdminTopics } from '../api';
import { useForumEvents } from '../live';
import { AdminComments } from './admin-comments';
import { AdminTopicList } from './admin-topic-list';
import { TopicForm } from './topic-form';
import '../forum.css';

/**
 * /admin-comentarios: create and edit topics, switch them Activo/Inactivo, and moderate each
 * topic's comments. A newly created topic becomes the selected one.
 */
export function AdminForum() {
  useForumEvents();
  const topics = useAdminTopics();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [editing, setEditing] = useState<Topic | null>(null);
  const list = useMemo(() => topics.data ?? [], [topics.data]);
  // Keep the selection when other admins create topics; choose the first one at start.
  useEffect(() => {
    if (list.length && !list.some((t) => t.id === selectedId)) setSelectedId(list[0]!.id);
  }, [list, selectedId]);
  const selected = list.find((t) => t.id === selectedId) ?? list[0] ?? null;

  return (
    <Row className="g-4">
      <Col xs={12} lg={5}>
        <Card className="shadow-sm border-0 mb-4">
          <Card.Body>
            <h2 className="h5 mb-3">{editing ? 'Editar tema' : 'Nuevo tema'}</h2>
            <TopicForm
              key={editing?.id ?? 'nuevo'}
              editing={editing}
              onDone={(topic) => {
                setEditing(null);
                setSelectedId(topic.id);
              }}
              onCancel={() => setEditing(null)}
            />
          </Card.Body>
        </Card>
        <Card className="shadow-sm border-0">
          <Card.Body>
            <h2 className="h5 mb-3">Temas</h2>
            {topics.isPending ? (
              <PageSpinner />
            ) : topics.error ? (
              <ErrorAlert error={topics.error} onRetry={() => void topics.refetch()} />
            ) : (
              <AdminTopicList
                topics={list}
                selectedId={selected?.id ?? null}
                onSelect={setSelectedId}
                onEdit={(t) => {
                  setEditing(t);
                  setSelectedId(t.id);
                }}
              />
            )}
          </Card.Body>
        </Card>
      </Col>
      <Col xs={12} lg={7}>
        <Card className="shadow-sm border-0">
          <Card.Body>
            {selected ? (
              <AdminComments key={selected.id} topic={selected} />
            ) : (
              <p className="text-body-secondary mb-0">Cree un tema para empezar.</p>
            )}
          </Card.Body>
        </Card>
      </Col>
    </Row>
  );
}
