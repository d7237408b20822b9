-- wrk script of npm run bench:wallet's paced rows: bench-wallet.lua's requests, sent on a fixed schedule instead of
-- each right after the last answer. Arguments after "--": those of bench-wallet.lua, then the offered rate (requests
-- per second over all threads).
--
-- Each thread sends at its share of the rate: request k is due at start + k / rate. A request's latency is counted
-- from when it was due, not from when it went out, so a slow answer counts against every request that waited behind
-- it (a closed loop, or timing from the actual send, would hide that wait). The due time travels in the request id
-- header, which the server echoes, so every answer is matched to its own request whatever order answers come in.

local dir = debug.getinfo(1, "S").source:match("^@(.*/)") or "./"
dofile(dir .. "bench-wallet.lua")
local base_setup, base_init, base_request, base_done = setup, init, request, done

-- the threads, for done() to gather what each measured
local all_threads = {}
function setup(thread)
  base_setup(thread)
  table.insert(all_threads, thread)
end

local ffi = require("ffi")
ffi.cdef [[
typedef struct { long tv_sec; long tv_nsec; } bench_timespec;
int clock_gettime(int clock, bench_timespec *time);
]]
local CLOCK_MONOTONIC = 1
local timespec = ffi.new("bench_timespec")
local function now_us()
  ffi.C.clock_gettime(CLOCK_MONOTONIC, timespec)
  return tonumber(timespec.tv_sec) * 1000000 + math.floor(tonumber(timespec.tv_nsec) / 1000)
end

local interval_us, next_due
-- due times handed out by delay() and not yet sent, oldest first
local due, due_head, due_tail = {}, 1, 0
-- read by done() through thread:get, so globals: latency from the due time in 100 us buckets, and answers without
-- their request's id (wrk counts answers that are not 2xx itself)
hist, unmatched = {}, 0

function init(args)
  base_init(args)
  local threads = tonumber(args[6])
  interval_us = 1000000 * threads / tonumber(args[7])
  -- threads start half an interval apart so their schedules interleave
  next_due = now_us() + index * interval_us / threads
end

-- wrk asks before every request how long to wait; the wait ends at the next due time (rounded up: never early)
function delay()
  local slot = next_due
  next_due = next_due + interval_us
  due_tail = due_tail + 1
  due[due_tail] = slot
  local wait = slot - now_us()
  return wait > 0 and math.ceil(wait / 1000) or 0
end

-- the request that goes out now serves the oldest due time waiting (the connections are interchangeable)
function request()
  local slot = due[due_head] or now_us()
  due[due_head] = nil
  due_head = due_head + 1
  wrk.headers["x-request-id"] = string.format("due-%d", slot)
  return base_request()
end

function response(status, headers, body)
  local slot = tonumber((headers["x-request-id"] or ""):match("^due%-(%d+)$") or "")
  if slot == nil then
    unmatched = unmatched + 1
    return
  end
  local bucket = math.floor((now_us() - slot) / 100)
  hist[bucket] = (hist[bucket] or 0) + 1
end

function done(summary, latency, requests)
  base_done(summary, latency, requests)
  local merged, buckets, count, failed = {}, {}, 0, 0
  for _, thread in ipairs(all_threads) do
    for bucket, n in pairs(thread:get("hist")) do
      if merged[bucket] == nil then table.insert(buckets, bucket) end
      merged[bucket] = (merged[bucket] or 0) + n
      count = count + n
    end
    failed = failed + thread:get("unmatched")
  end
  table.sort(buckets)
  local function percentile(p)
    local target, seen = math.ceil(count * p / 100), 0
    for _, bucket in ipairs(buckets) do
      seen = seen + merged[bucket]
      if seen >= target then return (bucket + 1) * 100 end
    end
    return 0
  end
  io.write(string.format('WRK_PACED {"answers":%d,"unmatched":%d,"p50Us":%d,"p99Us":%d,"maxUs":%d}\n',
    count, failed, percentile(50), percentile(99), count > 0 and (buckets[#buckets] + 1) * 100 or 0))
end
