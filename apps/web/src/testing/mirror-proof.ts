import { isDeepStrictEqual } from 'node:util';
import * as v from 'valibot';
import { toJsonSchema, type OverrideSchemaContext } from '@valibot/to-json-schema';
import type { z } from 'zod';
import { toJSONSchema } from 'zod';

// Proof that a valibot mirror and the contract's zod schema are the same rules, used by the mirrors' tests.
// Two checks: both describe the same JSON (JSON Schema of what each accepts), and both give the same answer for
// the sample and for every variant of it (each field removed, replaced by each JSON kind, an unknown field added).

// valibot cannot name a picklist's keys in JSON Schema on its own: its converter still writes them, only warns.
function acceptPicklistKeys({ valibotSchema, jsonSchema, errors }: OverrideSchemaContext) {
  const record = valibotSchema as { type: string; key?: { type: string } };
  const onlyKeyWarning = errors?.length === 1 && record.type === 'record' && record.key?.type === 'picklist';
  return onlyKeyWarning ? jsonSchema : undefined;
}

// The two converters spell some rules differently: a list of types or anyOf of types; a const with or without its type.
function normalise(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(normalise);
  if (typeof schema !== 'object' || schema === null) return schema;
  const entries = Object.entries(schema).map(([key, value]) => [key, normalise(value)] as const);
  const node: Record<string, unknown> = Object.fromEntries(entries);
  if (Array.isArray(node.type) && Object.keys(node).length === 1)
    return { anyOf: node.type.map((type: unknown) => ({ type })) };
  if ('const' in node) delete node.type;
  return node;
}

/** What the mirror accepts, as JSON Schema. */
export function mirrorJsonSchema(schema: v.GenericSchema): unknown {
  return normalise(
    toJsonSchema(schema, { target: 'draft-2020-12', typeMode: 'output', overrideSchema: acceptPicklistKeys }),
  );
}

/** What the contract accepts, as JSON Schema; dropping unknown fields is checked by the answers below. */
export function contractJsonSchema(schema: z.ZodType): unknown {
  return normalise(toJSONSchema(schema, { io: 'input' }));
}

const REPLACEMENTS: unknown[] = [null, true, false, 0, 1, -1, 1.5, 2 ** 53, '', 'text', '12', '1.5', [], {}];

function* variants(value: unknown): Generator<unknown> {
  for (const replacement of REPLACEMENTS) yield replacement;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      for (const variant of variants(item)) yield value.map((each, at) => (at === index ? variant : each));
    }
  } else if (typeof value === 'object' && value !== null) {
    const fields: Record<string, unknown> = { ...value };
    yield { ...fields, unknownField: 'dropped' };
    for (const [key, item] of Object.entries(fields)) {
      const { [key]: _removed, ...rest } = fields;
      yield rest;
      for (const variant of variants(item)) yield { ...fields, [key]: variant };
    }
  }
}

type Verdict = { accepted: boolean; output?: unknown };

function mirrorVerdict(schema: v.GenericSchema, input: unknown): Verdict {
  const result = v.safeParse(schema, input);
  return result.success ? { accepted: true, output: result.output } : { accepted: false };
}

function contractVerdict(schema: z.ZodType, input: unknown): Verdict {
  const result = schema.safeParse(input);
  return result.success ? { accepted: true, output: result.data } : { accepted: false };
}

/** Parses the sample and every variant of it with both schemas: how many were tried, accepted, and where they differ. */
export function compareAnswers(mirror: v.GenericSchema, contract: z.ZodType, sample: unknown) {
  const inputs = [sample, ...variants(sample)];
  const disagreements = [];
  let accepted = 0;
  for (const input of inputs) {
    const mirrorSays = mirrorVerdict(mirror, input);
    const contractSays = contractVerdict(contract, input);
    if (contractSays.accepted) accepted += 1;
    if (!isDeepStrictEqual(mirrorSays, contractSays))
      disagreements.push({ input, mirror: mirrorSays, contract: contractSays });
  }
  return { tried: inputs.length, accepted, disagreements };
}
