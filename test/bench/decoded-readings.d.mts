/** `text` and every reading of it decoded, to three levels (decoded-readings.mjs). */
export function decodedReadings(text: string): string[];
