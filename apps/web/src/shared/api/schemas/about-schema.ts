import * as v from 'valibot';

// valibot mirror of the contract's about-us answer (about.ts); about-schema.test.ts proves it reads the same JSON.

const text = v.object({ title: v.string(), text: v.string() });
const image = v.object({ url: v.string(), alt: v.string() });

export const aboutSchema = v.nullable(
  v.object({
    mission: text,
    ambassador: v.object({ name: v.string(), role: v.string(), text: v.string(), photo: image }),
    gallery: v.pipe(v.array(image), v.length(5)),
    vision: text,
  }),
);
