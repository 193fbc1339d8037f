import type { Role } from '../../machines/types.ts';

export const roleLabel: Record<Role, string> = {
  brand: 'Brand',
  influencer: 'Influencer',
  partner: 'Partner',
  admin: 'Admin',
};
