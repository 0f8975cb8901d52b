import type { Executor } from '../../db/client';
import type { CatalogueIndex } from './catalogue-index';
import { TextIndex } from './search-text-index';

/** The index of a database in this process: the one in use, and the build under way. */
type Holder = {
  index?: TextIndex;
  building?: Promise<TextIndex | undefined>;
  following?: Promise<boolean>;
  disabled?: boolean;
};
const holders = new WeakMap<object, Holder>();

function holderOf(executor: Executor): Holder {
  let holder = holders.get(executor);
  if (!holder) {
    holder = {};
    holders.set(executor, holder);
  }
  return holder;
}

function startBuild(executor: Executor, holder: Holder): Promise<TextIndex | undefined> {
  holder.building ??= (async () => {
    const built = new TextIndex();
    try {
      if (!(await built.build(executor))) {
        // Too many words to keep in memory: searches stay the database's.
        holder.disabled = true;
        holder.index = undefined;
        return undefined;
      }
      holder.index = built;
      return built;
    } finally {
      holder.building = undefined;
    }
  })();
  return holder.building;
}

/**
 * The database's text index, at least as new in words as `index`, or undefined while the
 * first one builds (the search then runs in SQL).
 */
export async function textIndexFor(
  executor: Executor,
  index: CatalogueIndex,
): Promise<TextIndex | undefined> {
  const holder = holderOf(executor);
  if (holder.disabled) return undefined;
  const known = holder.index;
  if (!known) {
    void startBuild(executor, holder).catch(() => undefined);
    return undefined;
  }
  known.advance(index);
  if (!(await followTo(executor, holder, known, index.textVersion))) return undefined;
  if (known.worn && !holder.building) void startBuild(executor, holder).catch(() => undefined);
  return known;
}

/**
 * Brings `known` to `textVersion` at least: twice at most, since a read shared with a request
 * that asked before this one may be too early. False when it could not (a gap in the log
 * starts a build, and the SQL serves meanwhile).
 */
async function followTo(
  executor: Executor,
  holder: Holder,
  known: TextIndex,
  textVersion: string,
): Promise<boolean> {
  for (let tries = 0; BigInt(known.textVersion) < BigInt(textVersion); tries++) {
    if (tries === 2) return false;
    holder.following ??= known.follow(executor).finally(() => (holder.following = undefined));
    if (!(await holder.following)) {
      if (holder.index === known) holder.index = undefined;
      void startBuild(executor, holder).catch(() => undefined);
      return false;
    }
  }
  return true;
}

/**
 * The text index at `textVersion` or newer, when this process has one: the vocabulary reads
 * its words from it instead of reading every document again (search-vocabulary.ts).
 */
export async function textIndexAt(
  executor: Executor,
  textVersion: string,
): Promise<TextIndex | undefined> {
  const holder = holderOf(executor);
  const known = holder.index;
  if (!known || !(await followTo(executor, holder, known, textVersion))) return undefined;
  return known;
}

/** Builds the text index now and waits for it: the benches start timing once it exists. */
export async function textIndexReady(executor: Executor): Promise<boolean> {
  const holder = holderOf(executor);
  if (holder.index) return true;
  return (await startBuild(executor, holder)) !== undefined;
}
