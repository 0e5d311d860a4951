// Async boundary: lets the federation runtime negotiate shared singletons before React loads.
// Started in a task of its own, after the one that evaluated this script and the federation
// runtime: the two together held the main thread for one long task on a slow phone.
setTimeout(() => import('./bootstrap'), 0);
