import * as v from 'valibot';

// valibot mirror of the contract's help list (help.ts), like the other mirrors: the help centre and the registration
// form's legal texts read it without zod's core; help-schema.test.ts proves it reads the same JSON.

export const helpItemSchema = v.object({
  id: v.string(),
  title: v.string(),
  content: v.string(),
  tag: v.nullable(v.string()),
  children: v.array(v.object({ title: v.string(), content: v.string() })),
});

export const helpListSchema = v.array(helpItemSchema);
