import { NewsAdmin } from '../../features/news/components/news-admin';

export function AdminNewsRoute() {
  return <NewsAdmin />;
}
