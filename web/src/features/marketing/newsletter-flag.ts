/**
 * Local-storage flag set once an address was accepted; the popup never opens again
 * (docs/product.md#newsletter-popup).
 */
export const EMAIL_SUBMITTED_KEY = 'emailSubmitted';
