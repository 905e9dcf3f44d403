import { parentPort } from 'node:worker_threads';
import type { Language } from '@bondsight/contracts';
import type { BondListOrder, BondListWhere } from './bond-list.repository';
import {
  ranksById,
  ScreenPart,
  type PartColumns,
  type RankColumns,
  type ScreenCommon,
} from './screen-part';

/*
 * The screen's worker thread (bond-list-memory.ts): it holds the parts of one data version
 * and answers screens from them, so that the event loop keeps the HTTP, the page's rows and
 * their coding, and a screen takes the other core. Built to dist/bond-screen.worker.js beside
 * dist/server.js; run from source through tsx's loader.
 */

/** What the main thread asks; every request is answered once, by its `seq`. */
export type ScreenRequest =
  | { seq: number; kind: 'main'; version: number; columns: PartColumns; common: ScreenCommon }
  | { seq: number; kind: 'ground'; version: number; groundId: number; columns: PartColumns }
  | { seq: number; kind: 'ranks'; version: number; lang: Language; ranks: RankColumns }
  | {
      seq: number;
      kind: 'answer';
      version: number;
      filter: BondListWhere;
      ordering: BondListOrder;
      limit: number;
      offset: number;
    };

/** What a part lacks to answer a screen: the main thread loads it. */
export type Missing = { ground: number } | { lang: Language };

export type ScreenReply =
  | { seq: number; ids: number[]; total: number }
  /** Not answered: another version is held, or a part or a language is missing. */
  | { seq: number; missing?: Missing }
  /** A load done (or refused: it was for a version no longer held). */
  | { seq: number; held: boolean };

interface Held {
  version: number;
  common: ScreenCommon;
  main: ScreenPart;
  grounds: Map<number, ScreenPart>;
}

let held: Held | null = null;

async function handle(request: ScreenRequest): Promise<ScreenReply> {
  const { seq, version } = request;
  if (request.kind === 'main') {
    if (held && held.version >= version) return { seq, held: false };
    const main = await ScreenPart.build(request.columns, request.common);
    held = { version, common: request.common, main, grounds: new Map() };
    return { seq, held: true };
  }
  const now = held;
  if (now?.version !== version) return { seq };
  switch (request.kind) {
    case 'ground': {
      const part = await ScreenPart.build(request.columns, now.common, now.main);
      // The version may have moved while the part was built.
      if (held !== now) return { seq, held: false };
      now.grounds.set(request.groundId, part);
      return { seq, held: true };
    }
    case 'ranks': {
      const ranksOf = ranksById(request.ranks);
      for (const part of [now.main, ...now.grounds.values()]) part.addRanks(request.lang, ranksOf);
      return { seq, held: true };
    }
    case 'answer': {
      const { filter, ordering, limit, offset } = request;
      const part = filter.groundId === undefined ? now.main : now.grounds.get(filter.groundId);
      if (!part) return { seq, missing: { ground: filter.groundId as number } };
      // A new text is found in steps first: the other screens are answered meanwhile.
      if (filter.text !== undefined) await part.findText(filter.text.toLowerCase());
      const answer = part.answer(filter, ordering, limit, offset);
      return answer ? { seq, ...answer } : { seq, missing: { lang: ordering.lang } };
    }
  }
}

parentPort?.on('message', (request: ScreenRequest) => {
  handle(request).then(
    (reply) => parentPort?.postMessage(reply),
    // A load that failed (memory) leaves the held parts as they were; the database answers.
    () => parentPort?.postMessage({ seq: request.seq, held: false } satisfies ScreenReply),
  );
});
