import { BirthdaysAdmin } from '../../features/birthdays/components/birthdays-admin';

export function AdminBirthdaysRoute() {
  return <BirthdaysAdmin />;
}
