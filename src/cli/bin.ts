/** The bundle's entry point: run the command line on this process. */
import { outputPending } from './io.js';
import { main } from './main.js';

// Every command has finished its work when main resolves. Exit at once rather than let Node
// run a last garbage collection and its teardown (a few ms of every gate call) — but only once
// the output is flushed: writes that went through a stream may still be on their way.
void main(process.argv).then(() => {
  if (!outputPending()) process.exit();
});
