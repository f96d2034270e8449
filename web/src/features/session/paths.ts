/** Where a signed-in visitor lands: the list of their companies. */
export const defaultPath = '/dashboard/default';
