import type { Generated } from 'kysely';
import type { Department } from '@intranet/contract';

/** Row of `organization_nodes`. */
export interface OrganizationNodesTable {
  id: Generated<number>;
  name: string;
  role: string;
  department: Department | null;
  parent_id: number | null;
  email: string | null;
  phone: string | null;
  description: string | null;
  image: string | null;
  /** The user this node stands for, or null for a node kept by hand. */
  user_id: number | null;
  created_at: string;
  updated_at: string;
}
