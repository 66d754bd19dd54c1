import { AnnouncementsAdmin } from '../../features/announcements/components/announcements-admin';

export function AdminAnnouncementsRoute() {
  return <AnnouncementsAdmin />;
}
