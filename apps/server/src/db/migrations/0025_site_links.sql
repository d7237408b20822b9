-- The site's outside links (docs/spec.md section 3 "Download link", "Customer service entry") as an operator saved
-- them: one row per merchant. Without a row the merchant configuration's links are in force.

CREATE TABLE site_links (
  merchant          text   PRIMARY KEY REFERENCES merchants (code) ON DELETE CASCADE,
  -- [{ resourceType, url, labelNameEn }] in the order shown
  resources         jsonb  NOT NULL CHECK (jsonb_typeof(resources) = 'array'),
  -- [{ csType, path }] in the order shown
  customer_service  jsonb  NOT NULL CHECK (jsonb_typeof(customer_service) = 'array'),
  updated_at        timestamptz NOT NULL,
  updated_by        text   NOT NULL
);
