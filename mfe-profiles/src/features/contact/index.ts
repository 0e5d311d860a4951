export { ContactButton } from './components/contact-button';
