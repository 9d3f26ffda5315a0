/** What the combination rules build on from earlier calls (a state's `recent`, docs/FORMAT.md). */
import type { RecentCall } from '../state/types.js';

/**
 * true when a call's facts give the combination rules something to build on. Of earlier calls
 * they read only what was downloaded (the download-exec check), so a call without a download is
 * not remembered: ordinary calls (edits, `ls`, tests) cannot push a download out of the window.
 */
export function buildsOnRecent(facts: RecentCall): boolean {
  const downloads = facts.downloads;
  return Array.isArray(downloads) && downloads.length > 0;
}
