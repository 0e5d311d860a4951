// The two-factor feature's public surface: the Settings card and the field sensitive forms add.
export { SecondFactorField } from './components/second-factor-field';
export { TwoFactorCard } from './components/two-factor-card';
