/**
 * Leaving the product for the payment page. An object, so a test can see where the browser
 * was sent without jsdom trying to navigate.
 */
export const browser = {
  leaveFor(url: string): void {
    window.location.assign(url);
  },
};
