/** The bundle's entry point: run the command line on this process. */
import { main } from './main.js';

// A reader that goes away (`judge … | head`) is not an error worth a stack trace.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw err;
  });
}

// Every command has finished its work when main resolves. Exit at once rather than let Node
// run a last garbage collection and its teardown (a few ms of every gate call) — but only once
// the output is flushed: pipes are asynchronous on some systems, and then the natural exit waits.
void main(process.argv).then(() => {
  if (process.stdout.writableLength === 0 && process.stderr.writableLength === 0) process.exit();
});
