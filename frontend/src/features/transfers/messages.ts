/** Spec 8: the country could not be loaded on the transfer page (and the wizard). */
export const LOAD_ERROR_TITLE = 'Oops... Something went wrong!'
