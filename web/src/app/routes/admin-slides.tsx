import { SlidesAdmin } from '../../features/slides/components/slides-admin';

export function AdminSlidesRoute() {
  return <SlidesAdmin />;
}
