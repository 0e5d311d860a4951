export { contactRouter, messagesRouter } from './contact.router';
export { createContactService, type ContactService } from './contact.service';
