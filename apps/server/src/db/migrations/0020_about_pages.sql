-- The about-us page (docs/spec.md sections 1 and 2.1): one per merchant, written whole by an operator. Texts per
-- language; the images are shared by every language (their alt texts are part of each language's text).

CREATE TABLE about_pages (
  merchant          text     PRIMARY KEY REFERENCES merchants (code) ON DELETE CASCADE,
  -- per language code: { mission: { title, text }, ambassador: { name, role, text, photoAlt }, galleryAlts: [5],
  -- vision: { title, text } }; the merchant's default language is always there
  texts             jsonb    NOT NULL CHECK (jsonb_typeof(texts) = 'object'),
  -- an https address or a path on this site
  ambassador_photo  text     NOT NULL,
  -- five such addresses, in the order shown
  gallery           jsonb    NOT NULL CHECK (jsonb_typeof(gallery) = 'array' AND jsonb_array_length(gallery) = 5),
  updated_at        timestamptz NOT NULL,
  -- an operator's name (or "demo" for the demo content)
  updated_by        text     NOT NULL
);
