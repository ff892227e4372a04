/** Paths compare without case (the router matches that way) and without a trailing slash. */
function normalisePath(path: string): string {
  const lower = path.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
}

/**
 * Whether two paths show the same page: equal, or aliases of one page. A menu link to `/Infrastructure` is the
 * current page on `/InfrastructureSection` too. `aliasGroups` lists each page's paths.
 */
export function isSamePage(linkPath: string, currentPath: string, aliasGroups: readonly (readonly string[])[]): boolean {
  const link = normalisePath(linkPath);
  const current = normalisePath(currentPath);
  if (link === current) return true;
  return aliasGroups.some((paths) => {
    const normalised = paths.map(normalisePath);
    return normalised.includes(link) && normalised.includes(current);
  });
}
