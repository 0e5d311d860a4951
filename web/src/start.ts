import { runServer } from '@stackfolio/api';
import { frontEndRouter } from './front-end';

// The all-in-one server: the API with the pages mounted beside it.
runServer(({ config, reads }) => frontEndRouter(config, reads));
