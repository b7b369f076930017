import os from 'node:os';
import { presetName } from '../config';

/**
 * The report MultiJuicer (and any other collector named by SOLUTIONS_WEBHOOK) receives for each
 * solve, field for field as upstream sends it.
 */
export type SolutionReport = {
  solution: {
    challenge: string;
    hintsAvailable: number;
    hintsUnlocked: number;
    cheatScore: number;
    totalCheatScore: number;
    issuedOn: string;
  };
  ctfFlag: string;
  issuer: { hostName: string; os: string; appName: string; config: string; version: string };
};

export type SolvedFacts = {
  key: string;
  flag: string;
  hintsAvailable: number;
  hintsUnlocked: number;
  cheatScore: number;
  totalCheatScore: number;
};

export function solutionReport(facts: SolvedFacts, appName: string, version: string, issuedOn = new Date()): SolutionReport {
  return {
    solution: {
      challenge: facts.key,
      hintsAvailable: facts.hintsAvailable,
      hintsUnlocked: facts.hintsUnlocked,
      cheatScore: facts.cheatScore,
      totalCheatScore: facts.totalCheatScore,
      issuedOn: issuedOn.toISOString(),
    },
    ctfFlag: facts.flag,
    issuer: {
      hostName: os.hostname(),
      os: `${os.type()} (${os.release()})`,
      appName,
      config: presetName() ?? 'default',
      version,
    },
  };
}

/** A collector that does not answer within this time is given up on; the shop carries on. */
const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * Posts a report. Never throws: an unreachable or failing collector is logged, and the solve it
 * reports stays solved.
 */
export async function postSolutionReport(url: string, report: SolutionReport, log: Pick<Console, 'info' | 'error'> = console) {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report),
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    await res.body?.cancel();
    const line = `Solutions webhook told about ${report.solution.challenge}: HTTP ${res.status}`;
    if (res.ok) log.info(line);
    else log.error(line);
  } catch (e) {
    log.error(`Solutions webhook could not be told about ${report.solution.challenge}: ${(e as Error).message}`);
  }
}
