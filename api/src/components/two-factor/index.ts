export { twoFactorRouter } from './two-factor.router';
export { createTwoFactor, type TwoFactor } from './two-factor.service';
export { createRememberedBrowser } from './remembered-browser';
