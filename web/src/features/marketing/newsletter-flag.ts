/** Local-storage flag set once an address was accepted; the popup never opens again (spec §4). */
export const EMAIL_SUBMITTED_KEY = 'emailSubmitted';
