/** How a command's user insists on a recipient the domain refuses (RiskyRecipientError names it). */
export const FORCE_HINT = 'pass --force'
