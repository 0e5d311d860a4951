// Loaded with `node --import` by lifecycle tests only: each SIGUSR2 injects a fault into the
// server process — first an unhandled promise rejection, then an uncaught exception.
let count = 0;
process.on('SIGUSR2', () => {
  count += 1;
  if (count === 1) {
    void Promise.reject(
      new Error('injected rejection while using mysql://app:hunter2@db.internal/stackfolio'),
    );
    return;
  }
  throw new Error('injected uncaught exception');
});
