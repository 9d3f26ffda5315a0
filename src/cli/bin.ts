/** The bundle's entry point: run the command line on this process. */
import { main } from './main.js';

// A reader that goes away (`judge … | head`) is not an error worth a stack trace.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw err;
  });
}

void main(process.argv);
