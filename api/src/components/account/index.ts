export { accountRouter } from './account.router';
export { createAccountTokens } from './account-tokens.repository';
export { createEmailVerification, type EmailVerification } from './email-verification';
