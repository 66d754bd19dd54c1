import { site } from '../../config/site';
import { useBootOverlayHandover } from '../../lib/boot-overlay';
import { NewsList } from '../../features/news/components/news-list';

export function AllNewsRoute() {
  // The title the server painted with the HTML gives way to this one (same text, same place).
  useBootOverlayHandover();
  return (
    <div className="container py-4 py-lg-5">
      <title>{`Últimas Noticias | ${site.appName}`}</title>
      <h1 className="mb-4">Últimas Noticias</h1>
      <NewsList />
    </div>
  );
}
