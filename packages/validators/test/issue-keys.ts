import { describeIssue } from "../src/describe-issue";

/** The message keys of a failed parse, in order (empty when it passed). */
export function keys(result: {
  error?: { issues: Parameters<typeof describeIssue>[0][] };
}): string[] {
  return result.error?.issues.map((issue) => describeIssue(issue).key) ?? [];
}
