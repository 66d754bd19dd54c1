import { UnderConstruction } from '../../components/under-construction';
import { BranchesSection } from '../../features/branches/components/branches-section';
import { ShortcutGrid } from '../../features/links/components/shortcut-grid';

export function HomeRoute() {
  return (
    <>
      <UnderConstruction title="Inicio" />
      {/* shortcuts (issue 7) */}
      <ShortcutGrid />
      {/* branches (issue 7) */}
      <BranchesSection />
    </>
  );
}
