import { runServer } from './serve';

// The API alone; the all-in-one server with the pages is @stackfolio/web's start.
runServer();
