import type { z } from 'zod';

/** A configuration problem found at start; `problems` holds one line per wrong key. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
  }
}

function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, part) => {
    if (typeof part === 'number') return `${text}[${part}]`;
    return text ? `${text}.${String(part)}` : String(part);
  }, '');
}

function where(label: string, path: readonly PropertyKey[]): string {
  return [label, formatPath(path)].filter(Boolean).join(' ');
}

function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function describeProblem(issue: z.core.$ZodIssue): string {
  const got = `got ${describeValue(issue.input)}`;
  if (issue.code === 'invalid_type') return `expected ${issue.expected}, ${got}`;
  if (issue.code === 'invalid_value') {
    return `expected one of ${issue.values.map((value) => describeValue(value)).join(', ')}, ${got}`;
  }
  // a rule about a secret value says everything in its message and never echoes the value
  return issue.code === 'custom' && issue.params?.secret === true ? issue.message : `${issue.message}, ${got}`;
}

/** One line per wrong key: `<label> <path>: <what is wrong>`. */
export function describeIssues(label: string, issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => `${where(label, [...issue.path, key])}: unknown key`);
    }
    return [`${where(label, issue.path)}: ${describeProblem(issue)}`];
  });
}
