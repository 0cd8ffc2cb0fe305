import { findRegistered } from '../systems/registry.js';
import { jobLimits } from './jobLimits.js';
import { clusterMessages } from './messages.js';

const REQUEST_KEYS = ['system', 'resolve', 'cell', 'seed', 'stream', 'trials'];
/** Optional: house rules in the dice language (data, which the worker parses; it runs no code of the job's). */
const OPTIONAL_KEYS = ['steps'];

/**
 * Checks a job's decoded requests before a worker runs them: a list of chunk requests, each a plain object of
 * exactly the built-in request's keys — a registered system and resolution, a cell of plain data (numbers,
 * strings, booleans, null, undefined, arrays and plain objects, of bounded size and depth), and seed, stream and
 * trials whole numbers in range. A request that names a module is refused: the cluster runs built-in resolutions
 * only, and never imports what a job names. Returns why the requests are refused, or undefined when they are fine.
 * @example chunkRequestsProblem([{ module: { url: 'data:,' } }])?.slice(0, 24) // 'request 1 names a module'
 */
export function chunkRequestsProblem(requests: unknown): string | undefined {
  if (!Array.isArray(requests)) return clusterMessages.requestsNotAList;
  if (requests.length === 0 || requests.length > jobLimits.requests) {
    return clusterMessages.requestCount(requests.length, jobLimits.requests);
  }
  for (let i = 0; i < requests.length; i++) {
    const problem = requestProblem(requests[i]);
    if (problem !== undefined) return clusterMessages.badRequest(i + 1, problem);
  }
  return undefined;
}

function requestProblem(request: unknown): string | undefined {
  if (!isPlainObject(request)) return clusterMessages.requestNotAnObject;
  if ('module' in request) return clusterMessages.requestNamesModule;
  const keys = Object.keys(request);
  const strange = keys.find((k) => !REQUEST_KEYS.includes(k) && !OPTIONAL_KEYS.includes(k));
  if (strange !== undefined) return clusterMessages.requestKey(strange, [...REQUEST_KEYS, ...OPTIONAL_KEYS]);
  const missing = REQUEST_KEYS.find((k) => !keys.includes(k));
  if (missing !== undefined) return clusterMessages.requestKeyMissing(missing);
  const { system, resolve, cell, seed, stream, trials } = request;
  if (typeof system !== 'string' || typeof resolve !== 'string' || !findRegistered(system, resolve)) {
    return clusterMessages.requestResolution(String(system).slice(0, 80), String(resolve).slice(0, 80));
  }
  const most = Number.MAX_SAFE_INTEGER;
  if (!wholeIn(seed, 0, most)) return clusterMessages.requestNumber('seed', seed, most);
  if (!wholeIn(stream, 0, most)) return clusterMessages.requestNumber('stream', stream, most);
  if (!wholeIn(trials, 1, jobLimits.trials)) return clusterMessages.requestNumber('trials', trials, jobLimits.trials);
  if ('steps' in request && !areLanguageSteps(request.steps)) return clusterMessages.requestSteps;
  return cellProblem(cell);
}

/** House rules in the dice language as languageSteps reads them: step → { rolls: [[name, text]…], result, reads }. */
function areLanguageSteps(steps: unknown): boolean {
  if (!isPlainObject(steps)) return false;
  const rules = Object.values(steps);
  const text = (value: unknown) => typeof value === 'string' && value.length <= jobLimits.cellString;
  return (
    rules.length > 0 &&
    rules.length <= jobLimits.steps &&
    rules.every((rule) => {
      if (!isPlainObject(rule) || Object.keys(rule).sort().join() !== 'reads,result,rolls') return false;
      const { rolls, result, reads } = rule;
      const pairs =
        Array.isArray(rolls) &&
        rolls.length <= jobLimits.steps &&
        rolls.every((r) => Array.isArray(r) && r.length === 2 && text(r[0]) && text(r[1]));
      return pairs && text(result) && (reads === 'pass' || reads === 'number');
    })
  );
}

/** Whether a cell is plain data within the limits: walked without recursion, so depth cannot overflow the stack. */
function cellProblem(cell: unknown): string | undefined {
  const pending: { value: unknown; depth: number }[] = [{ value: cell, depth: 0 }];
  let values = 0;
  while (pending.length > 0) {
    const { value, depth } = pending.pop()!;
    if (++values > jobLimits.cellValues) return clusterMessages.cellTooBig(jobLimits.cellValues);
    if (value === null || value === undefined || typeof value === 'number' || typeof value === 'boolean') continue;
    if (typeof value === 'string') {
      if (value.length > jobLimits.cellString) return clusterMessages.cellStringTooLong(jobLimits.cellString);
      continue;
    }
    if (depth >= jobLimits.cellDepth) return clusterMessages.cellTooDeep(jobLimits.cellDepth);
    if (Array.isArray(value)) {
      if (Object.getPrototypeOf(value) !== Array.prototype) return clusterMessages.cellNotPlain('an array of a class');
      if (value.length > jobLimits.cellValues) return clusterMessages.cellTooBig(jobLimits.cellValues);
      for (let i = 0; i < value.length; i++) pending.push({ value: value[i] as unknown, depth: depth + 1 });
    } else if (isPlainObject(value)) {
      for (const item of Object.values(value)) pending.push({ value: item, depth: depth + 1 });
    } else {
      const kind = typeof value === 'object' ? Object.prototype.toString.call(value) : typeof value;
      return clusterMessages.cellNotPlain(kind);
    }
  }
  return undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

const wholeIn = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max;
