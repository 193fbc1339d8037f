/** The team badge on a role card (spec §2): read from the title, so a new role needs no code change. */
export type RoleBadge = 'TECH' | 'PRODUCT' | 'STRATEGY';

export function roleBadge(title: string): RoleBadge {
  if (title.includes('Developer')) return 'TECH';
  if (title.includes('PM') || title.includes('Product Manager')) return 'PRODUCT';
  return 'STRATEGY';
}
