import type { Role } from '../domain/user-types.ts';

export const roleLabel: Record<Role, string> = {
  brand: 'Brand',
  influencer: 'Influencer',
  partner: 'Partner',
  admin: 'Admin',
};
