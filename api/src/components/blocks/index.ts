export { blockedListRouter, blocksRouter } from './blocks.router';
export { createBlocksRepository } from './blocks.repository';
export { createBlocksService, type BlocksService } from './blocks.service';
