export { BlockButton } from './components/block-button';
