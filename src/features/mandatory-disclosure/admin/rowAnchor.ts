/** The element of the admin page that fixes a row: the completeness line's links lead there. */
export const rowAnchor = (key: string) => `disclosure-row-${key}`;
