/**
 * Lets the browser handle input and paint between two pieces of start-up work: on a slow phone
 * each is a long task, and one task holding them all blocks the page for their sum.
 */
export const yieldToBrowser = () => new Promise((resolve) => setTimeout(resolve, 0));
