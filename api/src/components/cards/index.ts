export { CARD_HEIGHT, CARD_WIDTH } from './card-image';
export { createCardsService, type CardsService } from './cards.service';
