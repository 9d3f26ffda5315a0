/** The bundle's entry point: run the command line on this process. */
import { main } from './main.js';

await main(process.argv);
