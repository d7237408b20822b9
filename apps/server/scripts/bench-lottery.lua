-- wrk script of npm run bench:lottery (see bench-lottery.ts). Arguments after "--":
--   <session file> <game id> <draw number> <client order id prefix> <threads> <suborders per order>
-- Each wrk thread takes its own share of the players' lotto sessions and goes round them. Every order gets a client
-- order id no other order of the run has, and tickets of random distinct numbers (6 of 1-42), so orders spread over
-- the draw's liability keys as real players' do.

local next_thread = 0

function setup(thread)
  thread:set("index", next_thread)
  next_thread = next_thread + 1
end

local sessions = {}
local position = 0
local counter = 0
local game, draw, prefix, per_order

function init(args)
  local file, thread_count = args[1], tonumber(args[5])
  game, draw, prefix, per_order = args[2], args[3], args[4] .. "-" .. index, tonumber(args[6])
  local all = {}
  for line in io.lines(file) do
    if #line > 0 then table.insert(all, line) end
  end
  for i = index + 1, #all, thread_count do table.insert(sessions, all[i]) end
  math.randomseed(os.time() + index)
  wrk.method = "POST"
  wrk.headers["content-type"] = "application/json"
end

local function ticket()
  local picked, numbers = {}, {}
  while #numbers < 6 do
    local n = math.random(1, 42)
    if not picked[n] then
      picked[n] = true
      table.insert(numbers, n)
    end
  end
  return string.format('{"betType":"pick","selection":{"numbers":[%s]},"unitStake":"2000"}', table.concat(numbers, ","))
end

function request()
  position = position % #sessions + 1
  counter = counter + 1
  local tickets = {}
  for _ = 1, per_order do table.insert(tickets, ticket()) end
  local body = string.format(
    '{"clientOrderId":"%s-%d","gameId":"%s","drawNumber":"%s","prizeMode":"LOTT","suborders":[%s]}',
    prefix, counter, game, draw, table.concat(tickets, ","))
  wrk.headers["x-lottery-session"] = sessions[position]
  return wrk.format(nil, nil, nil, body)
end

function done(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    'WRK_RESULT {"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"non2xx":%d,"errors":%d,"timeouts":%d}\n',
    summary.requests, summary.duration, latency:percentile(50.0), latency:percentile(99.0), errors.status,
    errors.connect + errors.read + errors.write, errors.timeout))
end
