-- wrk script of npm run bench:wallet (see bench-wallet.ts). Arguments after "--":
--   <token file> <body: transfer|empty> <from wallet> <to wallet> <request id prefix> <threads>
-- Each wrk thread takes its own share of the players' tokens and goes round them, one request after another, so two
-- requests in flight for the same player are rare (that player's second posting would wait for the first's locks).
-- Every transfer gets a request id no other request of the run has.

local threads = {}
local next_thread = 0

function setup(thread)
  thread:set("index", next_thread)
  next_thread = next_thread + 1
  table.insert(threads, thread)
end

local tokens = {}
local position = 0
local counter = 0
local body_kind, from_wallet, to_wallet, prefix

function init(args)
  local file, kind, from, to, id_prefix, thread_count = args[1], args[2], args[3], args[4], args[5], tonumber(args[6])
  body_kind, from_wallet, to_wallet, prefix = kind, from, to, id_prefix .. "-" .. index
  local all = {}
  for line in io.lines(file) do
    if #line > 0 then table.insert(all, line) end
  end
  -- thread i takes tokens i, i + threads, i + 2 * threads, ...
  for i = index + 1, #all, thread_count do table.insert(tokens, all[i]) end
  wrk.method = "POST"
  wrk.headers["content-type"] = "application/json"
end

function request()
  position = position % #tokens + 1
  counter = counter + 1
  local body = "{}"
  if body_kind == "transfer" then
    body = string.format('{"requestId":"%s-%d","from":"%s","to":"%s","amount":"1"}', prefix, counter, from_wallet, to_wallet)
  end
  wrk.headers["authorization"] = tokens[position]
  return wrk.format(nil, nil, nil, body)
end

function done(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    'WRK_RESULT {"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"non2xx":%d,"errors":%d,"timeouts":%d}\n',
    summary.requests, summary.duration, latency:percentile(50.0), latency:percentile(99.0), errors.status,
    errors.connect + errors.read + errors.write, errors.timeout))
end
