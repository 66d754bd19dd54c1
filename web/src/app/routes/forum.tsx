import { useParams } from 'react-router';
import { ForumTopicPage, ForumTopicsPage } from '../../features/forum/components/forum-page';

/** /foro and /foro/:id; an id that is not a positive integer is simply not found. */
export function ForumRoute() {
  const { id } = useParams();
  if (id === undefined) return <ForumTopicsPage />;
  const topicId = /^\d{1,10}$/.test(id) ? Number(id) : null;
  return <ForumTopicPage key={topicId} id={topicId} />;
}
