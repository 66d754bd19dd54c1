import { useParams } from 'react-router';
import { AnnouncementPage } from '../../features/announcements/components/announcement-page';

/** /anuncios/{type}: reachable without a session. */
export function AnnouncementRoute() {
  const { type = '' } = useParams();
  return (
    <div className="container py-4 py-lg-5">
      <AnnouncementPage type={type} />
    </div>
  );
}
