import { site } from '../../config/site';
import { NewsList } from '../../features/news/components/news-list';

export function AllNewsRoute() {
  // The title and first card the server painted with the HTML give way to these once the list has its answer
  // (news-list.tsx).
  return (
    <div className="container py-4 py-lg-5">
      <title>{`Últimas Noticias | ${site.appName}`}</title>
      <h1 className="mb-4">Últimas Noticias</h1>
      <NewsList />
    </div>
  );
}
