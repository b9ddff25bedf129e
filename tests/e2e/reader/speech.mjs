// What the screen reader really said, read back from speech-dispatcher's level-5 log: each
// utterance with the time it started, the time it ended or was cancelled (Orca cancels the rest
// of its queue on a key press), and its text.
import { readFileSync } from 'node:fs';

/** Milliseconds since local midnight, the clock of speech-dispatcher's log. */
export function clock(date = new Date()) {
  return ((date.getHours() * 60 + date.getMinutes()) * 60 + date.getSeconds()) * 1000 + date.getMilliseconds();
}

const LINE = /^\[\w+ \w+ +\d+ (\d\d):(\d\d):(\d\d) \d+ : *(\d+)\] speechd: +(.*)$/;
const ENTITIES = { '&apos;': "'", '&quot;': '"', '&amp;': '&', '&lt;': '<', '&gt;': '>' };

/** The text of an utterance as Orca sent it (SSML): its marks and tags taken away. */
function plain(ssml) {
  return ssml
    .split("' to '")[0]
    .replace(/<[^>]+>/g, '')
    .replace(/&(apos|quot|amp|lt|gt);/g, (e) => ENTITIES[e])
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The utterances of the log `file` from `since` (a `clock()` time) on, in order:
 * `{ start, end, cut, text }`, times in `clock()` milliseconds; `end` is null while one is
 * still being spoken.
 */
export function utterances(file, since = 0) {
  const said = [];
  let speaking = null;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = line.match(LINE);
    if (!m) continue;
    const at = ((Number(m[1]) * 60 + Number(m[2])) * 60 + Number(m[3])) * 1000 + Math.floor(Number(m[4]) / 1000);
    const what = m[5];
    if (what.startsWith("escaped ssml '")) {
      speaking = { start: at, end: null, cut: false, text: plain(what.slice("escaped ssml '".length).replace(/'$/, '')) };
      if (at >= since) said.push(speaking);
    } else if (speaking && what.includes('INDEX MARK: __spd_end')) {
      speaking.end = at;
      speaking = null;
    } else if (speaking && what.startsWith('Command caught: "cancel"')) {
      speaking.end = at;
      speaking.cut = true;
      speaking = null;
    }
  }
  return said;
}
