export { toCurrentUser, toPublicUser } from './users.mapper';
export { createUsersRepository } from './users.repository';
export { usersRouter } from './users.router';
export { createUsersService, type UsersService } from './users.service';
